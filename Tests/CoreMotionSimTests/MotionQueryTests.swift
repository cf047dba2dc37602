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

@Test func splitWindowSeesTheSameActivities() {
    let d = MotionDevice()
    d.authorize()
    let start = d.ago(3 * day), end = d.now
    let mid = d.ago(day + 150)  // mid-slot, so no activity sits on the seam
    let whole = d.query(start, end)
    let left = d.query(start, mid), right = d.query(mid, end)
    d.runtime.runUntilIdle()
    #expect(whole.activities != nil)
    #expect((left.activities ?? []) + (right.activities ?? []) == whole.activities)
}

@Test func queriesAfterTimePassesSeeTheNewActivities() {
    let d = MotionDevice()
    d.authorize()
    let before = d.now
    d.runtime.advance(by: day)
    let r = d.query(before, d.now)
    d.runtime.runUntilIdle()
    #expect((r.activities ?? []).allSatisfy { $0.startDate >= before && $0.startDate <= d.now })
    #expect(r.activities?.isEmpty == false)
}
