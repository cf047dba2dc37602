import SimCore

/// UTC calendar text computed arithmetically (no formatter, no time zone database), for file
/// names and ISO 8601 stamps in hot paths.
public enum UTCText {
    /// Year, month, day, hour, minute, second of a Unix time (whole seconds, floored).
    public static func fields(_ unix: Double) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let secs = Int((unix).rounded(.down))
        let days = secs >= 0 ? secs / 86_400 : (secs - 86_399) / 86_400
        let rest = secs - days * 86_400
        let (year, month, day) = CivilDate.from(days: days)
        return (year, month, day, rest / 3600, rest % 3600 / 60, rest % 60)
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// `yyyyMMdd_HH00`, RADAR's restructure file name for the hour holding `unix`.
    public static func hourFileName(_ unix: Double) -> String {
        let f = fields(unix)
        return pad(f.year, 4) + pad(f.month, 2) + pad(f.day, 2) + "_" + pad(f.hour, 2) + "00"
    }

    /// `yyyy-MM-dd`.
    public static func date(_ unix: Double) -> String {
        let f = fields(unix)
        return pad(f.year, 4) + "-" + pad(f.month, 2) + "-" + pad(f.day, 2)
    }

    /// ISO 8601 in UTC with milliseconds: `2026-03-02T08:00:00.000Z`.
    public static func iso8601(_ unix: Double) -> String {
        let f = fields(unix)
        let ms = Int(((unix - unix.rounded(.down)) * 1000).rounded(.down))
        return date(unix) + "T" + pad(f.hour, 2) + ":" + pad(f.minute, 2) + ":" + pad(f.second, 2) + "." + pad(ms, 3) + "Z"
    }
}
