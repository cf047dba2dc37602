/// The simulated participant's days: when they sleep, commute, work, exercise and look at
/// their phone. Every sensor generator and CoreMotion's activity store read it, so the data
/// agrees across sensors (steps while walking, darkness while asleep).
///
/// Pure function of (seed, time). Days vary: bedtime, commute mode and exercise change with
/// the day's hash. Local time uses a fixed UTC offset taken at the simulation's start.
public struct ParticipantRoutine: Sendable {
    public enum Activity: String, Sendable, CaseIterable {
        case asleep, stationary, walking, running, automotive, cycling
    }

    public enum Place: String, Sendable {
        case home, work, gym, transit, other
    }

    public let seed: UInt64
    /// Seconds east of UTC.
    public let utcOffset: Double
    /// Length of one activity slot: activity changes at most this often.
    public static let slot: Double = 300

    public init(seed: UInt64, utcOffset: Double) {
        self.seed = seed
        self.utcOffset = utcOffset
    }

    public init(seed: UInt64, clock: VirtualClock) {
        self.init(seed: seed, utcOffset: Double(clock.timeZone.secondsFromGMT(for: clock.date)))
    }

    /// Local day number (days since 2001-01-01 local) and seconds into that day.
    @inline(__always)
    public func localDay(_ t: Double) -> (day: Int64, seconds: Double) {
        let local = t + utcOffset
        let day = (local / 86_400).rounded(.down)
        return (Int64(day), local - day * 86_400)
    }

    func dayValue(_ day: Int64, _ stream: UInt64) -> Double {
        SeededNoise.unit(seed, stream, UInt64(bitPattern: day))
    }

    /// Bedtime of the night that begins on local `day`, in seconds after that day's midnight.
    public func bedtime(day: Int64) -> Double { 22.75 * 3600 + dayValue(day, 11) * 5400 }
    /// Wake time on local `day`, in seconds after midnight.
    public func wakeTime(day: Int64) -> Double { 6.5 * 3600 + dayValue(day, 12) * 5400 }
    /// Whether local `day` is a weekend day (days since 2001-01-01, a Monday).
    public func isWeekend(day: Int64) -> Bool {
        let wd = ((day % 7) + 7) % 7
        return wd >= 5
    }

    public func isAsleep(at t: Double) -> Bool {
        let (day, s) = localDay(t)
        if s < wakeTime(day: day) { return Self.asleepBeforeWaking(s, bedtimeBefore: bedtime(day: day - 1)) }
        return s >= bedtime(day: day)
    }

    /// Whether `s` seconds into a local day, before the day's wake time, the night that began
    /// at `bedtimeBefore` (seconds into the day before) has started.
    @inline(__always)
    static func asleepBeforeWaking(_ s: Double, bedtimeBefore: Double) -> Bool { s >= bedtimeBefore - 86_400 }

    /// The sleep interval (wall times) of the night ending on the morning of local `day`.
    public func night(endingOn day: Int64) -> (start: Double, end: Double) {
        let midnight = Double(day) * 86_400 - utcOffset
        return (midnight - 86_400 + bedtime(day: day - 1), midnight + wakeTime(day: day))
    }

    public func activity(at t: Double) -> Activity {
        if isAsleep(at: t) { return .asleep }
        let (day, s) = localDay(t)
        let weekend = isWeekend(day: day)
        return awakeActivity(at: t, seconds: s, weekend: weekend, cycles: cycles(day: day),
                             exercises: exercises(day: day, weekend: weekend))
    }

    /// Whether the participant commutes by bike on local `day` (else by car).
    func cycles(day: Int64) -> Bool { dayValue(day, 13) < 0.3 }
    /// Whether the participant exercises in the evening of local `day`.
    func exercises(day: Int64, weekend: Bool) -> Bool { dayValue(day, 14) < (weekend ? 0.6 : 0.4) }

    /// The activity at `t`, `s` seconds into its local day, while awake.
    @inline(__always)
    func awakeActivity(at t: Double, seconds s: Double, weekend: Bool, cycles: Bool, exercises: Bool) -> Activity {
        let h = s / 3600
        let slotIndex = UInt64(bitPattern: Int64((t / ParticipantRoutine.slot).rounded(.down)))
        let r = SeededNoise.unit(seed, 21, slotIndex)
        if !weekend && ((h >= 8.5 && h < 9.0) || (h >= 17.5 && h < 18.0)) {
            return r < 0.85 ? (cycles ? .cycling : .automotive) : .walking
        }
        if exercises && h >= 18.25 && h < 19.0 { return r < 0.8 ? .running : .walking }
        if h >= 12.0 && h < 12.75 { return r < 0.6 ? .walking : .stationary }
        if weekend && h >= 10 && h < 16 { return r < 0.35 ? .walking : (r < 0.45 ? .automotive : .stationary) }
        return r < 0.12 ? .walking : .stationary
    }

    public func place(at t: Double) -> Place {
        let (day, s) = localDay(t)
        let h = s / 3600
        let a = activity(at: t)
        if a == .automotive || a == .cycling { return .transit }
        if isWeekend(day: day) { return (h >= 10 && h < 16) ? .other : .home }
        if h >= 9.0 && h < 17.5 { return .work }
        if a == .running || (h >= 18.25 && h < 19.0 && dayValue(day, 14) < 0.4) { return .gym }
        return .home
    }

    /// Whether the phone's screen is on in the minute of `t`: in short sessions while awake,
    /// never while asleep. The screen is on or off for whole minutes, as every sensor that
    /// follows it counts them (device usage, keyboard, messages, face, media and ambient light):
    /// the minute's roll decides first, at 0.35 or more the screen is off whatever the
    /// participant does, below 0.15 it is on whenever they are awake at the minute's start,
    /// and only in between does the activity at its start matter (on while stationary). The
    /// dashboard counts a week of ambient light samples with it, a minute at a time.
    public func isScreenOn(at t: Double) -> Bool { isScreenOn(minute: Self.minute(t)) }

    /// Whether the phone's screen is on in minute `m` (`minute(t)`), as `isScreenOn(at:)`.
    public func isScreenOn(minute m: Int64) -> Bool {
        let start = Double(m) * 60
        return Self.screenOn(roll: screenRoll(minute: m), asleep: isAsleep(at: start), stationary: activity(at: start) == .stationary)
    }

    /// The screen rule itself, for the routine and its cursor: the roll first (most minutes it
    /// alone says the screen is off), then whether the participant sleeps, then what they do.
    @inline(__always)
    static func screenOn(roll: Double, asleep: @autoclosure () -> Bool, stationary: @autoclosure () -> Bool) -> Bool {
        if roll >= screenOnStationary || asleep() { return false }
        return roll < screenOnMoving || stationary()
    }

    /// The minute of wall time `t` (minutes since the reference date), as the screen rule
    /// counts them.
    @inline(__always)
    public static func minute(_ t: Double) -> Int64 { Int64((t / 60).rounded(.down)) }

    /// Below this roll the screen is on while awake and stationary; below the other, whatever
    /// the participant is doing.
    static let screenOnStationary = 0.35, screenOnMoving = 0.15

    /// Minute `m`'s roll that decides whether the screen is on.
    @inline(__always)
    func screenRoll(minute m: Int64) -> Double {
        SeededNoise.unit(seed, 31, UInt64(bitPattern: m))
    }

    /// Whether the watch is on the wrist: off while charging each morning and in the shower.
    public func isOnWrist(at t: Double) -> Bool {
        let (day, s) = localDay(t)
        return Self.onWrist(s, wake: wakeTime(day: day))
    }

    /// Whether the watch is worn `s` seconds into a local day whose wake time is `wake`.
    @inline(__always)
    static func onWrist(_ s: Double, wake: Double) -> Bool { !(s >= wake && s < wake + 2700) }

    /// A 0...1 intensity of movement for the activity, used for accelerometer noise and steps.
    public static func intensity(_ a: Activity) -> Double {
        switch a {
        case .asleep: 0.01
        case .stationary: 0.05
        case .walking: 0.45
        case .running: 1.0
        case .automotive: 0.15
        case .cycling: 0.55
        }
    }

    /// Sun elevation proxy in 0...1 (0 at night, 1 at solar noon), for ambient light.
    public func daylight(at t: Double) -> Double {
        let h = localDay(t).seconds / 3600
        guard h > 6.5 && h < 19.5 else { return 0 }
        let x = (h - 6.5) / 13.0
        return max(0, sin(x * Double.pi))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
