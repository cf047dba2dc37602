import Foundation

/// The simulation's only notion of time: it moves when told, never by itself.
///
/// Wall time is kept as a `CFAbsoluteTime`-style count of seconds since 2001-01-01 UTC, the
/// reference date Apple's `CFAbsoluteTime` and `SRAbsoluteTime.toCFAbsoluteTime()` use.
/// Continuous time (what `SRAbsoluteTime` counts) runs from the phone's boot and never jumps.
public struct VirtualClock: Sendable, Equatable {
    /// Seconds since 2001-01-01 00:00:00 UTC.
    public private(set) var now: Double
    /// Wall time at which continuous time was zero (the phone's boot).
    public let bootTime: Double
    /// Time zone used for the participant's local day (daylight, sleep, daily fetch).
    public let timeZone: TimeZone

    /// The dates a phone's clock may start at, from a scenario's `start:`, `--start` or a saved
    /// participant: 1970 to 2099 (up to 2100-01-01 00:00 UTC, not including it), where every date
    /// the log and exports write has four digits.
    public static let supportedStarts = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_102_444_800)
    /// How the range is named in messages.
    public static let supportedStartsText = "from 1970 to 2099"

    /// UTC, the phone's zone unless told otherwise. A fixed offset of zero rather than the
    /// zone named "UTC": the same time everywhere, without opening the time-zone database (a
    /// measurable part of the demo's start-up). Nothing shows the zone's name.
    public static let utc = TimeZone(secondsFromGMT: 0)!

    public init(start: Date, bootedBefore: TimeInterval = 3 * 86_400, timeZone: TimeZone = VirtualClock.utc) {
        self.now = start.timeIntervalSinceReferenceDate
        self.bootTime = now - bootedBefore
        self.timeZone = timeZone
    }

    public var date: Date { Date(timeIntervalSinceReferenceDate: now) }

    /// Seconds since boot: the raw value of the current `SRAbsoluteTime`.
    public var continuousNow: Double { now - bootTime }

    /// Moves time forward. Time never goes backwards: a negative step is ignored.
    public mutating func advance(by seconds: TimeInterval) {
        if seconds > 0 { now += seconds }
    }

    /// Moves time to `time` if it lies in the future.
    public mutating func advance(to time: Double) {
        if time > now { now = time }
    }

    /// Seconds past local midnight for wall time `t`.
    public func secondsIntoLocalDay(_ t: Double) -> Double {
        let local = t + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: t)))
        let r = local.truncatingRemainder(dividingBy: 86_400)
        return r < 0 ? r + 86_400 : r
    }

    /// Wall time of the local midnight that starts the day containing `t`.
    public func startOfLocalDay(_ t: Double) -> Double { t - secondsIntoLocalDay(t) }
}
