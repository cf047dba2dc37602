import Foundation
import SimCore

/// Virtual times as the dashboard writes them, in the simulated phone's time zone.
///
/// Built on `Calendar` rather than `DateFormatter` so it is `Sendable` and never depends on
/// the host's locale.
public enum ClockText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Calendar fields by arithmetic (days-from-civil, Howard Hinnant's algorithm): building a
    /// `Calendar` for every log line made a frame take milliseconds.
    private struct Parts { let year, month, day, weekday, hour, minute, second: Int }

    /// Seconds either side of 1970 a clock may show (about ±31 000 years): enough for any date a
    /// study uses, and far inside `Int`, so a time out of range is clamped rather than a trap.
    static let shownRange = -1e12...1e12

    private static func parts(_ date: Date, _ zone: TimeZone) -> Parts {
        let raw = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        let t = raw.isFinite ? Int(min(max(raw, shownRange.lowerBound), shownRange.upperBound).rounded(.down)) : 0
        var days = t / 86_400
        var secs = t % 86_400
        if secs < 0 { secs += 86_400; days -= 1 }
        let (year, month, day) = CivilDate.from(days: days)
        // 1970-01-01 was a Thursday (weekday 5 counting Sunday as 1).
        let weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1
        return Parts(year: year, month: month, day: day, weekday: weekday,
                     hour: secs / 3600, minute: secs % 3600 / 60, second: secs % 60)
    }

    private static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// "Mon 2 Mar 2026 08:00:00".
    static func full(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(weekdays[p.weekday - 1]) \(p.day) \(months[p.month - 1]) \(p.year) "
            + "\(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// "2 Mar 08:00".
    static func short(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(p.day) \(months[p.month - 1]) \(two(p.hour)):\(two(p.minute))"
    }

    /// "Mon 08:00".
    static func weekdayTime(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(weekdays[p.weekday - 1]) \(two(p.hour)):\(two(p.minute))"
    }

    /// " 2 Mar 08:00:00" and "12 Mar 08:00:00", for the log: the day padded, so every stamp is
    /// `stampWidth` wide and the log's columns line up on any day of the month.
    static func stamp(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(p.day < 10 ? " " : "")\(p.day) \(months[p.month - 1]) \(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// The width of every `stamp`.
    static let stampWidth = 15

    /// "2026-03-02 08:00:00", for transcripts.
    public static func dateTime(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(p.year)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// The clock's speed: "×60".
    static func speed(_ factor: Double) -> String { "×" + CountText.plain(factor) }
}
