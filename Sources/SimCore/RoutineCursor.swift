/// `ParticipantRoutine`'s answers for many times in a row (a generator's samples, in order),
/// with each local day's wake time, bedtimes and plans worked out once rather than at every
/// sample: the same answers as the routine's own methods, which work them out every time.
public struct RoutineCursor {
    public let routine: ParticipantRoutine
    private var day = Int64.min
    private var wake = 0.0, bedtime = 0.0, bedtimeBefore = 0.0
    private var weekend = false, cycles = false, exercises = false
    /// The minute whose screen roll was last worked out, and that roll.
    private var rollMinute = Int64.min, roll = 0.0

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
    public mutating func isScreenOn(at t: Double) -> Bool {
        // The minute's roll first: most minutes it alone says the screen is off. Samples come
        // several a minute, so it is worked out once a minute.
        let minute = Int64((t / 60).rounded(.down))
        if minute != rollMinute {
            rollMinute = minute
            roll = routine.screenRoll(at: t)
        }
        if roll >= ParticipantRoutine.screenOnStationary { return false }
        let s = seconds(at: t)
        if asleep(s) { return false }
        return roll < ParticipantRoutine.screenOnMoving
            || routine.awakeActivity(at: t, seconds: s, weekend: weekend, cycles: cycles, exercises: exercises) == .stationary
    }

    /// Whether the screen stays off for the whole minute of `t` whatever the participant does
    /// (its roll alone says so), as `isScreenOn(at: t)` has just found.
    public var screenOffAllMinute: Bool { roll >= ParticipantRoutine.screenOnStationary }

    /// `routine.isOnWrist(at: t)`.
    public mutating func isOnWrist(at t: Double) -> Bool {
        let s = seconds(at: t)
        return ParticipantRoutine.onWrist(s, wake: wake)
    }
}
