import Foundation

/// Virtual times as the dashboard writes them, in the simulated phone's time zone.
///
/// Built on `Calendar` rather than `DateFormatter` so it is `Sendable` and never depends on
/// the host's locale.
enum ClockText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private static func parts(_ date: Date, _ zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
    }

    private static func two(_ n: Int?) -> String {
        let v = n ?? 0
        return v < 10 ? "0\(v)" : "\(v)"
    }

    /// "Mon 2 Mar 2026 08:00:00".
    static func full(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(weekdays[(p.weekday ?? 1) - 1]) \(p.day ?? 0) \(months[(p.month ?? 1) - 1]) \(p.year ?? 0) "
            + "\(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// "2 Mar 08:00".
    static func short(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(p.day ?? 0) \(months[(p.month ?? 1) - 1]) \(two(p.hour)):\(two(p.minute))"
    }

    /// "Mon 08:00".
    static func weekdayTime(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(weekdays[(p.weekday ?? 1) - 1]) \(two(p.hour)):\(two(p.minute))"
    }

    /// "2 Mar 08:00:00", for the log.
    static func stamp(_ date: Date, _ zone: TimeZone) -> String {
        let p = parts(date, zone)
        return "\(p.day ?? 0) \(months[(p.month ?? 1) - 1]) \(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// The clock's speed: "×60".
    static func speed(_ factor: Double) -> String { "×" + CountText.plain(factor) }
}
