import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func updatesStartWithTheCurrentActivityThenFollowChanges() {
    let d = MotionDevice()
    d.authorize()
    let startedAt = d.now
    var got: [CMMotionActivity] = []
    d.manager.startActivityUpdates(to: OperationQueue()) { if let a = $0 { got.append(a) } }
    d.runtime.runUntilIdle()
    #expect(got.count == 1)
    #expect(got.first.map { $0.startDate <= startedAt } == true)
    #expect(got.first == d.daemon.store.current(at: startedAt.timeIntervalSinceReferenceDate))
    // Advance in uneven steps: the changes arrive once each, in time order.
    for step in [17.0, 3600, 299, 5 * hour, 86_400 - 3600 - 316 - 5 * hour] { d.runtime.advance(by: step) }
    let expected = d.daemon.store.activities(from: startedAt.timeIntervalSinceReferenceDate,
                                             through: d.now.timeIntervalSinceReferenceDate, includingLower: false)
    #expect(!expected.isEmpty)
    #expect(Array(got.dropFirst()) == expected)
}

@Test func stopActivityUpdatesStopsThem() {
    let d = MotionDevice()
    d.authorize()
    var count = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in count += 1 }
    d.runtime.advance(by: day)
    let seen = count
    #expect(seen > 1)
    d.manager.stopActivityUpdates()
    d.runtime.advance(by: day)
    #expect(count == seen)
}

@Test func updatesWaitForTheAlertAndStayOffWhenDenied() {
    let d = MotionDevice()
    var count = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in count += 1 }
    #expect(d.prompter.prompts.count == 1)
    d.runtime.advance(by: hour)
    #expect(count == 0)
    d.prompter.prompts[0].deny()
    d.runtime.advance(by: day)
    #expect(count == 0)
}

@Test func revokingInSettingsStopsUpdatesAndFailsQueries() {
    let d = MotionDevice()
    d.authorize()
    var count = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in count += 1 }
    d.runtime.advance(by: hour)
    let seen = count
    d.daemon.setAuthorization(.denied)
    d.runtime.advance(by: day)
    #expect(count == seen)
    let r = d.query(d.ago(day), d.now)
    d.runtime.runUntilIdle()
    #expect(r.code == 105)
    #expect(d.daemon.relaunchCount == 1, "revoking quits the app, which the system relaunches")
}

@Test func fitnessTrackingOffStopsUpdates() {
    let d = MotionDevice()
    d.authorize()
    var count = 0
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in count += 1 }
    d.runtime.runUntilIdle()
    d.daemon.setFitnessTracking(false)
    d.runtime.advance(by: day)
    #expect(count == 1)
}
