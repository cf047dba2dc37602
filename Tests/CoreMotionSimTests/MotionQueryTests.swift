import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func onlyTheLastSevenDaysAreStored() {
    let d = MotionDevice()
    d.authorize()
    d.runtime.advance(by: 2 * day)  // history now reaches past the look-back
    let wide = d.query(d.ago(9 * day), d.now)
    let old = d.query(d.ago(9 * day), d.ago(8 * day))
    d.runtime.runUntilIdle()
    let found = wide.activities ?? []
    let limit = d.ago(7 * day)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.startDate >= limit && $0.startDate <= d.now })
    #expect(found.first.map { $0.startDate < limit.addingTimeInterval(day) } == true, "data reaches back to the limit")
    #expect(old.code == Int(CMErrorUnknown.rawValue) && old.activities == nil)
}

@Test(arguments: ["reversed", "future", "beforeHistory"])
func rangeWithNoSamplesFailsWithUnknown(kind: String) {
    let d = MotionDevice()
    d.authorize()
    let (start, end): (Date, Date) = switch kind {
    case "reversed": (d.now, d.ago(day))
    case "future": (d.now.addingTimeInterval(hour), d.now.addingTimeInterval(day))
    default: (d.ago(20 * day), d.ago(10 * day))
    }
    let r = d.query(start, end)
    d.runtime.runUntilIdle()
    #expect(r.calls == 1)
    #expect(r.code == Int(CMErrorUnknown.rawValue) && r.activities == nil)
}

@Test func activitiesAreSortedChangesWithOneKindEach() {
    let d = MotionDevice()
    d.authorize()
    let r = d.query(d.ago(7 * day), d.now)
    d.runtime.runUntilIdle()
    let found = r.activities ?? []
    #expect(found.count > 50)
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.startDate < $1.startDate })
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.kindName != $1.kindName }, "only changes are logged")
    #expect(found.allSatisfy { !$0.kindName.contains("+") && $0.kindName != "none" })
    let kinds = Set(found.map(\.kindName))
    #expect(kinds.isSuperset(of: ["stationary", "walking", "unknown"]))
    let high = found.filter { $0.confidence == .high }.count
    #expect(Double(high) / Double(found.count) > 0.6)
    #expect(found.contains { $0.confidence == .medium } && found.contains { $0.confidence == .low })
}

@Test func sameSeedSameActivities() {
    let a = MotionDevice(seed: 42), b = MotionDevice(seed: 42), c = MotionDevice(seed: 43)
    let ra = a.daemon.storedActivities(from: a.ago(7 * day).timeIntervalSinceReferenceDate, to: a.now.timeIntervalSinceReferenceDate)
    let rb = b.daemon.storedActivities(from: b.ago(7 * day).timeIntervalSinceReferenceDate, to: b.now.timeIntervalSinceReferenceDate)
    let rc = c.daemon.storedActivities(from: c.ago(7 * day).timeIntervalSinceReferenceDate, to: c.now.timeIntervalSinceReferenceDate)
    #expect(!ra.isEmpty && ra == rb)
    #expect(ra != rc)
}

@Test func splitWindowSeesTheSameActivities() throws {
    let d = MotionDevice()
    d.authorize()
    let start = d.ago(3 * day), end = d.now
    let mid = d.ago(day + 150)  // mid-slot, so no activity sits on the seam
    let whole = d.query(start, end)
    let left = d.query(start, mid), right = d.query(mid, end)
    d.runtime.runUntilIdle()
    #expect(whole.activities != nil)
    // The right half opens with the activity in effect at the seam, which the left half ended with.
    let seam = try #require(right.activities?.first)
    #expect(seam.startDate < mid && seam == left.activities?.last)
    #expect((left.activities ?? []) + (right.activities ?? []).dropFirst() == whole.activities)
}

@Test func queriesAfterTimePassesSeeTheNewActivities() {
    let d = MotionDevice()
    d.authorize()
    let before = d.now
    d.runtime.advance(by: day)
    let r = d.query(before, d.now)
    d.runtime.runUntilIdle()
    let found = r.activities ?? []
    #expect(found.first.map { $0.startDate <= before } == true, "the first is the activity in effect at the start")
    #expect(found.dropFirst().allSatisfy { $0.startDate > before && $0.startDate <= d.now })
    #expect(found.count > 1)
}

/// CMMotionActivityManager.h: the first activity returned "may have a startDate before start.
/// This activity represents what the state was at the start time."
@Test func aQueryStartsWithTheActivityInEffectAtItsStart() throws {
    let d = MotionDevice()
    d.authorize()
    let week = d.daemon.storedActivities(from: d.ago(7 * day).timeIntervalSinceReferenceDate, to: d.now.timeIntervalSinceReferenceDate)
    // A quiet stretch: one activity that lasts more than ten minutes.
    let (a, b) = try #require(zip(week, week.dropFirst()).first { $1.startDate.timeIntervalSince($0.startDate) > 600 })
    let start = a.startDate.addingTimeInterval(60), end = a.startDate.addingTimeInterval(540)
    let quiet = d.query(start, end)
    let across = d.query(start, b.startDate)
    d.runtime.runUntilIdle()
    #expect(quiet.error == nil, "a window with no change still has the activity in effect")
    #expect(quiet.activities == [a])
    #expect(across.activities == [a, b])
}

/// An app that keeps the activities it queried (CMLogItem.h: `NSSecureCoding`, `NSCopying`)
/// archives them and reads them back with their start, confidence, kind and timestamp.
@Test func queriedActivitiesSurviveArchivingAsLogItems() throws {
    let d = MotionDevice()
    d.authorize()
    let r = d.query(d.ago(day), d.now)
    d.runtime.runUntilIdle()
    let activity = try #require(r.activities?.first { $0.walking })
    let coding = try #require(activity as AnyObject as? NSSecureCoding, "CMMotionActivity is a CMLogItem, NSSecureCoding")
    let data = try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: true)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CMMotionActivity.self, from: data))
    #expect(back == activity && back.timestamp == activity.timestamp && back.walking)
    let copy = (activity as AnyObject as? NSCopying)?.copy(with: nil) as? CMMotionActivity
    #expect(copy == activity)
}
