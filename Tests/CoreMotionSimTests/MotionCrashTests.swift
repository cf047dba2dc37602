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

/// CMSensorRecorder asserts on its arguments before anything else (CoreMotion's
/// `validateTimesFromDate:toDate:` and `recordDataType:forDuration:`): a start more than 3 days
/// ago, a start after the end, or a duration that is not above 0 raises
/// NSInternalInconsistencyException, which ends the app, authorized or not. A NaN duration (a
/// team's `0 / 0`) is not above 0 either: `NSParameterAssert(duration > 0.0)` fails for it.
@Test(arguments: ["old start", "reversed", "zero duration", "NaN duration"])
func sensorRecorderArgumentsItAssertsOnEndTheApp(_ misuse: String) {
    let d = MotionDevice()
    d.authorize()
    let recorder = CMSensorRecorder.make(daemon: d.daemon)
    d.runtime.advance(by: 5 * day)
    switch misuse {
    case "old start": _ = recorder.accelerometerData(from: d.ago(4 * day), to: d.ago(3.9 * day))
    case "reversed": _ = recorder.accelerometerData(from: d.ago(hour), to: d.ago(2 * hour))
    case "NaN duration": recorder.recordAccelerometer(forDuration: .nan)
    default: recorder.recordAccelerometer(forDuration: 0)
    }
    let reason = [
        "old start": "startTime must be within 3 days of today.",
        "reversed": "startTime must be <= to endTime",
        "zero duration": "Invalid parameter not satisfying: duration > 0.0",
        "NaN duration": "Invalid parameter not satisfying: duration > 0.0",
    ][misuse]!
    #expect(d.daemon.crashed)
    #expect(d.daemon.crashReason?.hasSuffix("reason: '\(reason)'") == true, "\(d.daemon.crashReason ?? "no crash")")
    #expect(d.events(.crash).count == 1)
}

@Test func aSensorRecorderQueryWithinThreeDaysDoesNotCrash() {
    let d = MotionDevice()
    d.authorize()
    let recorder = CMSensorRecorder.make(daemon: d.daemon)
    d.runtime.advance(by: 5 * day)
    #expect(recorder.accelerometerData(from: d.ago(2.9 * day), to: d.ago(2.8 * day)) != nil)
    #expect(!d.daemon.crashed)
}
