import Foundation
import SimCore

/// Signals several generators share, so that sensors agree with each other.
///
/// The pedometer and odometer count the same walk; PPG and ECG pulse at the heart rate.
extension GenerationContext {
    /// The shared signals' noise streams, named once rather than hashed at every use.
    private static let stepsStream = SeededNoise.streamID("steps")
    private static let phoneLeftStream = SeededNoise.streamID("phone-left")
    private static let heartRateStream = SeededNoise.streamID("heart-rate")
    private static let wristStream = SeededNoise.streamID("wrist")

    /// Wall time of local midnight at the start of local `day`.
    func midnight(_ day: Int64) -> Double { Double(day) * 86_400 - routine.utcOffset }

    /// Local days whose events (at most a day after their midnight) can fall in `(lower, upper]`.
    func days(_ lower: Double, _ upper: Double) -> ClosedRange<Int64> {
        (routine.localDay(lower).day - 1)...routine.localDay(upper).day
    }

    /// Steps per minute and the share of the routine slot `k` spent moving. Not per device, so
    /// phone and watch count the same walk.
    func cadence(slot k: Int64, _ activity: ParticipantRoutine.Activity) -> (perMinute: Double, share: Double) {
        let stream = Self.stepsStream
        let u = SeededNoise.unit(seed, stream, UInt64(bitPattern: k))
        let v = SeededNoise.unit(seed, stream &+ 1, UInt64(bitPattern: k))
        switch activity {
        case .walking: return (100 + 20 * u, 0.5 + 0.5 * v)
        case .running: return (150 + 20 * u, 0.85 + 0.15 * v)
        default: return (0, 0)
        }
    }

    /// Whether the iPhone moves with the participant: on some exercise days it stays in a locker.
    func phoneCarried(at t: Double) -> Bool {
        guard routine.activity(at: t) == .running else { return true }
        return SeededNoise.unit(seed, Self.phoneLeftStream, UInt64(bitPattern: routine.localDay(t).day)) < 0.5
    }

    /// Whether this device senses the participant's movement at `t`.
    func deviceMoves(at t: Double) -> Bool {
        device == .appleWatch ? routine.isOnWrist(at: t) : phoneCarried(at: t)
    }

    /// The participant's heart rate (bpm) at `t`: resting when asleep, higher with activity,
    /// drifting smoothly over ten minutes. Shared by heart rate, PPG and ECG.
    func heartRate(at t: Double) -> Double {
        let stream = Self.heartRateStream
        let person = SeededNoise.signed(seed, stream, 0) * 2
        let drift = SeededNoise.smooth(seed, stream &+ 1, t / 600)
        switch routine.activity(at: t) {
        case .asleep: return 60 + person + 3 * drift
        case .stationary, .automotive: return 78 + person + 6 * drift
        case .walking: return 95 + person + 7 * drift
        case .cycling: return 120 + person + 10 * drift
        case .running: return 138 + person + 15 * drift
        }
    }

    /// The wrist the participant wears the Watch on (most people wear it on the left).
    var wearsOnLeftWrist: Bool { SeededNoise.unit(seed, Self.wristStream, 0) < 0.9 }

    /// A stable identifier string for `(stream, index)`, formatted as a UUID.
    func identifier(_ stream: UInt64, _ index: UInt64) -> String {
        uuid(stream, index).uuidString
    }

    func uuid(_ stream: UInt64, _ index: UInt64) -> UUID {
        let a = SeededNoise.hash(seed, stream, index), b = SeededNoise.mix(a ^ 0x5851_F42D_4C95_7F2D)
        func byte(_ x: UInt64, _ i: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: x >> (8 * i)) }
        return UUID(uuid: (byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5),
                           byte(a, 6) & 0x0F | 0x40, byte(a, 7), byte(b, 0) & 0x3F | 0x80, byte(b, 1),
                           byte(b, 2), byte(b, 3), byte(b, 4), byte(b, 5), byte(b, 6), byte(b, 7)))
    }
}
