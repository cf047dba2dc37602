/// `ParticipantRoutine`'s answers for many times in a row (a generator's samples, in order),
/// with each local day's wake time, bedtimes and plans worked out once rather than at every
/// sample: the same answers as the routine's own methods, which work them out every time.
public struct RoutineCursor {
    public let routine: ParticipantRoutine
    private var day = Int64.min
    private var wake = 0.0, bedtime = 0.0, bedtimeBefore = 0.0
    private var weekend = false, cycles = false, exercises = false
    /// The minute whose screen was last worked out, and whether it is on.
    private var screenMinute = Int64.min, screen = false

    public init(_ routine: ParticipantRoutine) { self.routine = routine }

    /// Moves to the local day of `t`; returns the seconds into it.
    @inline(__always)
    private mutating func seconds(at t: Double) -> Double {
        let (d, s) = routine.localDay(t)
        if d != day {
            day = d
            wake = routine.wakeTime(day: d)
            bedtime = routine.bedtime(day: d)
            bedtimeBefore = routine.bedtime(day: d - 1)
            weekend = routine.isWeekend(day: d)
            cycles = routine.cycles(day: d)
            exercises = routine.exercises(day: d, weekend: weekend)
        }
        return s
    }

    @inline(__always)
    private func asleep(_ s: Double) -> Bool {
        s < wake ? ParticipantRoutine.asleepBeforeWaking(s, bedtimeBefore: bedtimeBefore) : s >= bedtime
    }

    /// `routine.isAsleep(at: t)`.
    public mutating func isAsleep(at t: Double) -> Bool {
        // Moves first: `asleep(seconds(at: t))` would read the day it was on before moving.
        let s = seconds(at: t)
        return asleep(s)
    }

    /// `routine.activity(at: t)`.
    public mutating func activity(at t: Double) -> ParticipantRoutine.Activity {
        let s = seconds(at: t)
        if asleep(s) { return .asleep }
        return routine.awakeActivity(at: t, seconds: s, weekend: weekend, cycles: cycles, exercises: exercises)
    }

    /// `routine.isScreenOn(at: t)`.
    public mutating func isScreenOn(at t: Double) -> Bool { isScreenOn(minute: ParticipantRoutine.minute(t)) }

    /// `routine.isScreenOn(minute: m)`, worked out once a minute: samples come several a minute.
    public mutating func isScreenOn(minute m: Int64) -> Bool {
        if m != screenMinute {
            screenMinute = m
            screen = screenOn(minute: m)
        }
        return screen
    }

    private mutating func screenOn(minute m: Int64) -> Bool {
        let start = Double(m) * 60
        let roll = routine.screenRoll(minute: m)
        // The day is worked out only when the roll leaves the answer open.
        let s = roll >= ParticipantRoutine.screenOnStationary ? 0 : seconds(at: start)
        return ParticipantRoutine.screenOn(
            roll: roll, asleep: asleep(s),
            stationary: routine.awakeActivity(at: start, seconds: s, weekend: weekend, cycles: cycles, exercises: exercises) == .stationary)
    }

    /// `routine.isOnWrist(at: t)`.
    public mutating func isOnWrist(at t: Double) -> Bool {
        let s = seconds(at: t)
        return ParticipantRoutine.onWrist(s, wake: wake)
    }
}
