import Foundation
import SimCore

/// Every motion activity the coprocessor would log, as a pure function of (seed, time).
///
/// Time is cut into the routine's 5-minute slots. A slot's kind comes from
/// `ParticipantRoutine.activity(at:)` at the slot's start (plus a small share of `unknown`),
/// and an activity is logged at each slot start whose kind differs from the previous slot's.
/// Because that test looks only at two neighbouring slots, no query window changes what
/// another window sees. Availability (7 days, Fitness Tracking) is the daemon's business.
package struct MotionActivityStore: Sendable {
    /// What one slot reports; asleep and stationary both read `stationary`.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case stationary, walking, running, automotive, cycling, unknown
    }

    package let routine: ParticipantRoutine
    /// Wall time at which the device booted: an activity's `timestamp` counts from it.
    package var bootTime: Double = 0
    package static let slot = ParticipantRoutine.slot
    /// Share of slots the coprocessor cannot classify.
    package static let unknownShare = 0.02
    /// Shares of high and medium confidence; the rest is low.
    package static let highShare = 0.8
    package static let mediumShare = 0.13
    /// Longest run `current(at:)` walks back to find when the activity began (two days).
    static let maxRunSlots: Int64 = 576

    private static let unknownStream = SeededNoise.streamID("coremotion.activity.unknown")
    private static let confidenceStream = SeededNoise.streamID("coremotion.activity.confidence")

    package init(routine: ParticipantRoutine) { self.routine = routine }
    package init(seed: UInt64, utcOffset: Double) { self.init(routine: ParticipantRoutine(seed: seed, utcOffset: utcOffset)) }

    package var seed: UInt64 { routine.seed }

    package static func slotIndex(_ t: Double) -> Int64 { Int64((t / slot).rounded(.down)) }
    package static func slotStart(_ i: Int64) -> Double { Double(i) * slot }

    package func kind(slot i: Int64) -> Kind {
        if SeededNoise.unit(seed, Self.unknownStream, UInt64(bitPattern: i)) < Self.unknownShare { return .unknown }
        switch routine.activity(at: Self.slotStart(i)) {
        case .asleep, .stationary: return .stationary
        case .walking: return .walking
        case .running: return .running
        case .automotive: return .automotive
        case .cycling: return .cycling
        }
    }

    package func confidence(slot i: Int64) -> CMMotionActivityConfidence {
        let u = SeededNoise.unit(seed, Self.confidenceStream, UInt64(bitPattern: i))
        if u < Self.highShare { return .high }
        return u < Self.highShare + Self.mediumShare ? .medium : .low
    }

    /// Whether an activity is logged at the start of slot `i`.
    package func isChange(slot i: Int64) -> Bool { kind(slot: i) != kind(slot: i - 1) }

    /// The activity logged at the start of slot `i`.
    package func activity(slot i: Int64) -> CMMotionActivity {
        let k = kind(slot: i)
        return CMMotionActivity(startDate: Date(timeIntervalSinceReferenceDate: Self.slotStart(i)),
                                timestamp: Self.slotStart(i) - bootTime, confidence: confidence(slot: i),
                                stationary: k == .stationary, walking: k == .walking, running: k == .running,
                                automotive: k == .automotive, cycling: k == .cycling, unknown: k == .unknown)
    }

    /// Logged activities whose start lies in `[lower, upper]` (or `(lower, upper]` when
    /// `includingLower` is false), in time order.
    package func activities(from lower: Double, through upper: Double, includingLower: Bool = true) -> [CMMotionActivity] {
        guard upper >= lower else { return [] }
        var first = Self.slotIndex(lower)
        if Self.slotStart(first) < lower || (!includingLower && Self.slotStart(first) == lower) { first += 1 }
        let last = Self.slotIndex(upper)
        guard first <= last else { return [] }
        return (first...last).filter(isChange(slot:)).map(activity(slot:))
    }

    /// The activity in effect at `t`: the last one logged at or before it (looking back at
    /// most two days, after which the run's start is reported as that bound).
    package func current(at t: Double) -> CMMotionActivity {
        var i = Self.slotIndex(t)
        let floor = i - Self.maxRunSlots
        while i > floor && !isChange(slot: i) { i -= 1 }
        return activity(slot: i)
    }
}
