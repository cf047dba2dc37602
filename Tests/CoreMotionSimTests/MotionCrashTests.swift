import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test(arguments: [nil, ""] as [String?])
func missingUsageDescriptionCrashesTheApp(usage: String?) {
    let d = MotionDevice(usage: usage)
    let r = d.query(d.ago(hour), d.now)
    var updates = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in updates += 1 }
    d.runtime.advance(by: day)
    #expect(r.calls == 0 && updates == 0)
    #expect(d.daemon.crashed)
    #expect(d.daemon.crashReason == MotionDaemon.missingUsageDescriptionReason)
    #expect(d.events(.crash).map(\.message) == [
        "This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
            + "The app's Info.plist must contain an NSMotionUsageDescription key with a string value explaining to the "
            + "user how the app uses this data."
    ])
    #expect(d.prompter.prompts.isEmpty)
}

@Test func crashDropsHandlersAlreadyQueued() {
    let d = MotionDevice(usage: nil)
    d.daemon.entitled = false
    let queued = d.query(d.ago(hour), d.now)  // 106, queued but not yet delivered
    d.daemon.entitled = true
    d.query(d.ago(hour), d.now)  // crashes
    d.runtime.runUntilIdle()
    #expect(queued.calls == 0)
}

@Test func hostRelaunchClearsTheCrash() {
    let d = MotionDevice(usage: nil)
    d.query(d.ago(hour), d.now)
    #expect(d.daemon.crashed)
    d.daemon.app.usageDescription = "Fixed in the next build."
    d.daemon.relaunchApp()
    #expect(!d.daemon.crashed)
    d.query(d.ago(hour), d.now)
    #expect(d.prompter.prompts.count == 1)
    #expect(d.daemon.relaunchCount == 0, "only Settings-forced relaunches are counted")
}
