import Foundation

/// A moment's calendar fields in a time zone, worked out by arithmetic (`CivilDate`), and the
/// ways the simulator writes a moment: one table of month and weekday names for the dashboard,
/// transcripts and fetch explanations, and never the host's locale.
public struct CivilTime: Sendable, Equatable {
    public let year, month, day, weekday, hour, minute, second: Int

    /// Seconds either side of 1970 a moment may have (about ±31 000 years): enough for any date
    /// a study uses, and far inside `Int`, so a time out of range is clamped rather than a trap.
    public static let shownRange = -1e12...1e12

    public static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    public static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `date`'s fields in `zone`; `weekday` counts Sunday as 1.
    public init(_ date: Date, _ zone: TimeZone) {
        let raw = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        let t = raw.isFinite ? Int(min(max(raw, Self.shownRange.lowerBound), Self.shownRange.upperBound).rounded(.down)) : 0
        var days = t / 86_400
        var secs = t % 86_400
        if secs < 0 { secs += 86_400; days -= 1 }
        (year, month, day) = CivilDate.from(days: days)
        // 1970-01-01 was a Thursday (weekday 5 counting Sunday as 1).
        weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1
        hour = secs / 3600
        minute = secs % 3600 / 60
        second = secs % 60
    }

    public var monthName: String { Self.months[month - 1] }
    public var weekdayName: String { Self.weekdays[weekday - 1] }

    /// "2 Mar 08:00".
    public var short: String { "\(day) \(monthName) " + Self.two(hour) + ":" + Self.two(minute) }

    /// "2026-03-02 08:00:00", for transcripts: written byte by byte for the years 1000–9999
    /// (every transcript line starts with one).
    public var dateTime: String {
        guard (1000...9999).contains(year) else {
            return "\(year)-\(Self.two(month))-\(Self.two(day)) \(Self.two(hour)):\(Self.two(minute)):\(Self.two(second))"
        }
        return String(unsafeUninitializedCapacity: 19) { out in
            func digits(_ v: Int, _ count: Int, at i: Int) { Self.write(v, digits: count, into: out, at: i) }
            digits(year, 4, at: 0); out[4] = UInt8(ascii: "-")
            digits(month, 2, at: 5); out[7] = UInt8(ascii: "-")
            digits(day, 2, at: 8); out[10] = UInt8(ascii: " ")
            digits(hour, 2, at: 11); out[13] = UInt8(ascii: ":")
            digits(minute, 2, at: 14); out[16] = UInt8(ascii: ":")
            digits(second, 2, at: 17)
            return 19
        }
    }

    /// Writes `v` (not negative) in `count` digits, zero-padded, into `out` from `i`: how a time
    /// is written byte by byte, for the texts every line or frame has.
    @inline(__always)
    public static func write(_ v: Int, digits count: Int, into out: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        var v = v
        for k in stride(from: i + count - 1, through: i, by: -1) { out[k] = UInt8(ascii: "0") + UInt8(v % 10); v /= 10 }
    }

    /// `v` in two digits or more: "08", "12".
    public static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
