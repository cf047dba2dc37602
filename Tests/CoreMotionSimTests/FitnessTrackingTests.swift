import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func fitnessTrackingOffRestrictsWithoutPrompt() {
    let d = MotionDevice()
    d.daemon.setFitnessTracking(false)
    #expect(d.runtime.perform { CMMotionActivityManager.authorizationStatus() } == .restricted)
    #expect(d.runtime.perform { CMMotionActivityManager.isActivityAvailable() } == false,
            "a device reports motion activity unavailable while Fitness Tracking is off")
    let r = d.query(d.ago(hour), d.now)
    var updates = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in updates += 1 }
    d.runtime.advance(by: 6 * hour)
    #expect(r.code == 105 && updates == 0)
    #expect(d.prompter.prompts.isEmpty)
    d.daemon.setFitnessTracking(true)
    #expect(d.daemon.status == .notDetermined)
    d.query(d.ago(hour), d.now)
    #expect(d.prompter.prompts.count == 1)
}

@Test func fitnessTrackingBackOnRestoresTheAppsChoice() {
    let d = MotionDevice()
    d.authorize()
    d.daemon.setFitnessTracking(false)
    #expect(d.daemon.status == .restricted)
    d.daemon.setFitnessTracking(true)
    #expect(d.daemon.status == .authorized)
    let r = d.query(d.ago(day), d.now)
    d.runtime.runUntilIdle()
    #expect(r.error == nil)
}

@Test func statusWhileOffIsConfigurable() {
    var config = MotionConfig()
    config.statusWhenFitnessTrackingOff = .denied
    let d = MotionDevice(config: config)
    d.daemon.setFitnessTracking(false)
    #expect(d.daemon.status == .denied)
}

@Test func nothingIsStoredWhileFitnessTrackingWasOff() {
    let d = MotionDevice()
    d.authorize()
    let offAt = d.now
    d.daemon.setFitnessTracking(false)
    d.runtime.advance(by: day)
    let onAt = d.now
    d.daemon.setFitnessTracking(true)
    d.runtime.advance(by: day)
    let during = d.query(offAt.addingTimeInterval(1), onAt)
    let spanning = d.query(d.ago(3 * day), d.now)
    d.runtime.runUntilIdle()
    #expect(during.code == Int(CMErrorUnknown.rawValue) && during.activities == nil)
    let found = spanning.activities ?? []
    #expect(!found.isEmpty)
    #expect(!found.contains { $0.startDate > offAt && $0.startDate <= onAt })
    #expect(found.contains { $0.startDate > onAt } && found.contains { $0.startDate <= offAt })
}

@Test func activityIsAvailableAgainWhenFitnessTrackingIsBackOnAndTheAnswerWhileOffIsConfigurable() {
    let d = MotionDevice()
    d.daemon.setFitnessTracking(false)
    d.daemon.setFitnessTracking(true)
    #expect(d.runtime.perform { CMMotionActivityManager.isActivityAvailable() })
    var config = MotionConfig()
    config.activityAvailableWhenFitnessTrackingOff = true
    let e = MotionDevice(config: config)
    e.daemon.setFitnessTracking(false)
    #expect(e.runtime.perform { CMMotionActivityManager.isActivityAvailable() })
}
