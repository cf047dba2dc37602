import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func grantingLaterInSettingsRelaunchesTheApp() {
    let d = MotionDevice()
    d.prompter.autoAnswer = .denied
    d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    let queued = d.query(d.ago(hour), d.now)  // 105, still in the queue
    d.daemon.setAuthorization(.authorized)
    d.runtime.runUntilIdle()
    #expect(queued.calls == 0, "the old process's handler is dropped")
    #expect(d.daemon.relaunchCount == 1)
    #expect(d.events(.relaunch).map(\.message) == ["Motion & Fitness permission changed in Settings: the app is relaunched"])
    let fresh = d.query(d.ago(day), d.now)
    d.runtime.runUntilIdle()
    #expect(fresh.error == nil && fresh.activities != nil)
}

@Test func grantingInSettingsWhileTheAlertShowsDropsTheWaitingCalls() {
    let d = MotionDevice()
    let waiting = d.query(d.ago(hour), d.now)
    var updates = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in updates += 1 }
    let prompt = d.prompter.prompts[0]
    d.daemon.setAuthorization(.authorized)
    #expect(prompt.isDismissed)
    prompt.deny()  // too late: ignored
    d.runtime.advance(by: day)
    #expect(waiting.calls == 0 && updates == 0)
    #expect(d.daemon.status == .authorized && d.daemon.relaunchCount == 1)
}

@Test func restrictedIsNotASettingsChoice() {
    let d = MotionDevice()
    d.daemon.setAuthorization(.restricted)
    #expect(d.daemon.storedStatus == .notDetermined)
}

@Test func revokingInSettingsAlsoQuitsAndRelaunchesTheApp() {
    let d = MotionDevice()
    d.authorize()
    var updates = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in updates += 1 }
    d.runtime.runUntilIdle()
    let queued = d.query(d.ago(hour), d.now)  // answered later, by the old process
    d.daemon.setAuthorization(.denied)
    d.runtime.advance(by: hour)
    #expect(queued.calls == 0, "the old process's handler is dropped")
    #expect(d.daemon.relaunchCount == 1)
    #expect(d.events(.relaunch).map(\.message) == ["Motion & Fitness permission changed in Settings: the app is relaunched"])
    let before = updates
    d.runtime.advance(by: 6 * hour)
    #expect(updates == before, "the old process's updates end with it")
    let fresh = d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    #expect(fresh.code == Int(CMErrorMotionActivityNotAuthorized.rawValue))
}
