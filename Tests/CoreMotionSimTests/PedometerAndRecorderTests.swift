import Foundation
import Testing
@testable import CoreMotionSim
import SensorKitSim
import SimCore

/// CMPedometer and CMSensorRecorder behind the shared Motion & Fitness authorization, and the
/// base classes Apple's headers give CoreMotion's types.
@Suite struct PedometerAndRecorderTests {
    @Test func aPedometerQueryAsksFirstThenCountsStepsOnlyWhereTheLogShowsWalkingOrRunning() throws {
        let d = MotionDevice()
        let pedometer = CMPedometer.make(daemon: d.daemon)
        var received: [CMPedometerData] = []
        pedometer.queryPedometerData(from: d.ago(day), to: d.now) { data, _ in if let data { received.append(data) } }
        #expect(d.prompter.prompts.count == 1, "the first call shows the Motion & Fitness alert")
        d.prompter.prompts[0].finish(.allowed)
        d.runtime.runUntilIdle()
        let data = try #require(received.first)
        let moving = d.daemon.storedActivities(from: d.ago(day).timeIntervalSinceReferenceDate,
                                               to: d.now.timeIntervalSinceReferenceDate).filter { $0.walking || $0.running }
        #expect(!moving.isEmpty)
        #expect(data.numberOfSteps.intValue > 500, "a day with walks has steps")
        #expect((data.distance?.doubleValue ?? 0) > 0)
        // A window with no walking or running slot has no steps.
        let quiet = (0..<288).map { d.now.addingTimeInterval(-Double($0 + 1) * 300) }.first { t in
            d.daemon.store.kind(slot: MotionActivityStore.slotIndex(t.timeIntervalSinceReferenceDate)) == .stationary
        }!
        var still: CMPedometerData?
        pedometer.queryPedometerData(from: quiet.addingTimeInterval(10), to: quiet.addingTimeInterval(290)) { data, _ in still = data }
        d.runtime.runUntilIdle()
        #expect(still?.numberOfSteps.intValue == 0)
    }

    @Test func aDeniedPedometerGetsError105AndNoData() {
        let d = MotionDevice()
        d.prompter.autoAnswer = .denied
        let pedometer = CMPedometer.make(daemon: d.daemon)
        var error: NSError?, data: CMPedometerData?
        pedometer.queryPedometerData(from: d.ago(day), to: d.now) { data = $0; error = $1.map { $0 as NSError } }
        d.runtime.runUntilIdle()
        #expect(data == nil && error?.code == Int(CMErrorMotionActivityNotAuthorized.rawValue))
    }

    @Test func liveUpdatesAndEventsFollowTheClock() {
        let d = MotionDevice()
        d.authorize()
        let pedometer = CMPedometer.make(daemon: d.daemon)
        var steps: [Int] = [], events: [CMPedometerEventType] = []
        pedometer.startUpdates(from: d.now) { data, _ in steps.append(data?.numberOfSteps.intValue ?? -1) }
        pedometer.startEventUpdates { event, _ in if let event { events.append(event.type) } }
        d.runtime.runUntilIdle()
        #expect(steps == [0], "the first update comes at once, counting from now")
        for _ in 0..<24 { d.runtime.advance(by: hour) }
        d.runtime.runUntilIdle()
        #expect(steps.count > 2 && steps == steps.sorted(), "cumulative counts that grow")
        #expect(events.contains(.resume) && events.contains(.pause))
        pedometer.stopUpdates()
        pedometer.stopEventUpdates()
        let (s, e) = (steps.count, events.count)
        d.runtime.advance(by: day)
        d.runtime.runUntilIdle()
        #expect(steps.count == s && events.count == e, "nothing after stop")
    }

    /// CMPedometerData's documentation: "During regular updates, this property is set to the
    /// user's pace" (and cadence), nil for a historical query. Updates carried nil as queries do,
    /// though `isPaceAvailable()` and `isCadenceAvailable()` say yes: an app showing the live
    /// cadence never had one to show. An update now carries the latest walk's or run's.
    @Test func liveUpdatesCarryTheCurrentPaceAndCadenceAndQueriesDoNot() {
        let d = MotionDevice()
        d.authorize()
        let pedometer = CMPedometer.make(daemon: d.daemon)
        var updates: [CMPedometerData] = []
        pedometer.startUpdates(from: d.now) { data, _ in if let data { updates.append(data) } }
        for _ in 0..<24 { d.runtime.advance(by: hour) }
        d.runtime.runUntilIdle()
        let moving = updates.filter { $0.numberOfSteps.intValue > 0 }
        #expect(!moving.isEmpty)
        #expect(moving.allSatisfy { $0.currentPace != nil && $0.currentCadence != nil })
        // Walking: 105 steps a minute at 0.74 m a step (FIDELITY.md); running is faster.
        let cadences = Set(moving.compactMap { $0.currentCadence?.doubleValue })
        #expect(cadences.isSubset(of: [105.0 / 60, 160.0 / 60]), "\(cadences)")
        #expect(moving.allSatisfy { ($0.currentPace?.doubleValue ?? 0) > 0 })
        var queried: CMPedometerData?
        pedometer.queryPedometerData(from: d.ago(day), to: d.now) { data, _ in queried = data }
        d.runtime.runUntilIdle()
        #expect((queried?.numberOfSteps.intValue ?? 0) > 0)
        #expect(queried?.currentPace == nil && queried?.currentCadence == nil, "a historical query has none")
    }

    /// CMPedometer.h: `CMPedometerEvent : NSObject <NSSecureCoding, NSCopying>`; an app keeps the
    /// pause and resume events it was handed.
    @Test func pedometerEventsSurviveArchivingAndCopying() throws {
        let d = MotionDevice()
        d.authorize()
        let pedometer = CMPedometer.make(daemon: d.daemon)
        var events: [CMPedometerEvent] = []
        pedometer.startEventUpdates { event, _ in if let event { events.append(event) } }
        for _ in 0..<24 { d.runtime.advance(by: hour) }
        d.runtime.runUntilIdle()
        pedometer.stopEventUpdates()
        let event = try #require(events.first)
        let coding = try #require(event as AnyObject as? NSSecureCoding, "CMPedometerEvent adopts NSSecureCoding")
        let data = try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: CMPedometerEvent.self, from: data) == event)
        #expect((event as AnyObject as? NSCopying)?.copy(with: nil) as? CMPedometerEvent == event)
    }

    @Test func theRecorderReturnsFiftyHertzOfWhatWasRecordedAndNilWithoutAuthorization() throws {
        let d = MotionDevice()
        let recorder = CMSensorRecorder.make(daemon: d.daemon)
        #expect(recorder.accelerometerData(from: d.ago(hour), to: d.now) == nil, "not authorized yet")
        d.authorize()
        recorder.recordAccelerometer(forDuration: 60)
        d.runtime.runUntilIdle()
        d.runtime.advance(by: hour)
        let list = try #require(recorder.accelerometerData(from: d.ago(2 * hour), to: d.now))
        let samples = list.compactMap { $0 as? CMRecordedAccelerometerData }
        #expect(samples.count == 3000, "60 s at 50 Hz")
        #expect(samples.first.map { $0.startDate > d.ago(hour + 1) } == true)
    }

    /// Apple: the span from `fromDate` to `toDate` "must be 12 hours or less"; CoreMotion moves a
    /// longer span's `fromDate` to 12 hours before `toDate` ("fromDate has been adjusted so that
    /// the duration requested is <= 12 hours"), so asking for a whole day returns its last 12 hours.
    @Test func aRecorderQueryLongerThanTwelveHoursReturnsItsLastTwelveHours() throws {
        let d = MotionDevice()
        let recorder = CMSensorRecorder.make(daemon: d.daemon)
        d.authorize()
        recorder.recordAccelerometer(forDuration: 12 * hour)
        d.runtime.runUntilIdle()
        d.runtime.advance(by: hour)
        recorder.recordAccelerometer(forDuration: 12 * hour)
        d.runtime.runUntilIdle()
        d.runtime.advance(by: 12 * hour)
        let list = try #require(recorder.accelerometerData(from: d.ago(13 * hour), to: d.now))
        let first = try #require(list.lazy.compactMap { $0 as? CMRecordedAccelerometerData }.first)
        #expect(first.startDate >= d.ago(12 * hour), "the first sample is within the last 12 hours, not 13")
        #expect(first.startDate < d.ago(12 * hour - 1))
    }

    @Test func coreMotionTypesHaveApplesBaseClasses() {
        let d = MotionDevice()
        d.authorize()
        let r = d.query(d.ago(day), d.now)
        d.runtime.runUntilIdle()
        let activity = r.activities!.first!
        let item: CMLogItem = activity
        #expect(item.timestamp == activity.startDate.timeIntervalSinceReferenceDate - d.runtime.clock.bootTime,
                "a CMLogItem's timestamp counts seconds since boot")
        let objects: [NSObject] = [CMMotionActivityManager.make(daemon: d.daemon), CMPedometer.make(daemon: d.daemon),
                                   CMSensorRecorder.make(daemon: d.daemon), activity]
        #expect(objects.count == 4)
    }
}
