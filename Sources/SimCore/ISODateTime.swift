import Foundation

/// Reads ISO 8601 date-times as `ISO8601DateFormatter` does with its default options, except
/// that a field out of its range is refused where the formatter rolls it over, and writes
/// them as `Date.ISO8601FormatStyle` does (whole seconds, a fraction dropped): the one reading of
/// `start:`, `--start`, window ends and (rolling over, as Apple's reader does) plist dates, and
/// the one writing of every stamp the tool shows or saves (a scenario's start, a cast's virtual
/// clock, the study app's log, what `consent-sim state` prints), so one moment is written alike
/// everywhere. The usual form (`2026-03-02T08:00:00Z`, or in reading an offset such as
/// `+01:00`; a valid date in the years 1600–9999, whole seconds) is done by arithmetic; anything
/// else goes to Foundation once its fields are in range. A formatter costs about a million
/// instructions to make, once per scenario file.
public enum ISODateTime {
    /// `date` in UTC, `2026-03-02T08:00:00Z`: the second it falls in (`08:00:59.9996` is
    /// `08:00:59`, where `ISO8601DateFormatter` would round to `08:01:00`).
    public static func string(from date: Date) -> String {
        let t = date.timeIntervalSince1970.rounded(.down)
        // The years 1600–9999: 1600-01-01 is 135 140 days before 1970, 10000-01-01 2 932 897 after.
        if t >= -135_140 * 86_400, t < 2_932_897 * 86_400 {
            let seconds = Int(t)
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let time = seconds - days * 86_400
            let (year, month, day) = CivilDate.from(days: days)
            let two = CivilTime.two
            return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time % 3600 / 60)):\(two(time % 60))Z"
        }
        return date.ISO8601Format()
    }

    /// The moment `text` names, or nil when it names none: as Foundation's formatter reads it,
    /// except that a field out of its range (`2026-02-30`, `T24:00:00`, `+99:00`) names none
    /// rather than rolling over (`fieldProblem` says why).
    public static func date(from text: String) -> Date? {
        if let seconds = secondsSince1970(text) { return Date(timeIntervalSince1970: Double(seconds)) }
        guard fieldProblem(text) == nil else { return nil }
        return ISO8601DateFormatter().date(from: text)
    }

    /// The moment a property list's `<date>` names, as Apple's property list reader (Core
    /// Foundation's, the code the phone runs) reads it: a field out of range rolls over
    /// (`2026-02-30` is 2 March), so a study's file means here what it means on the phone.
    public static func rollingDate(from text: String) -> Date? {
        if let seconds = secondsSince1970(text) { return Date(timeIntervalSince1970: Double(seconds)) }
        return ISO8601DateFormatter().date(from: text)
    }

    /// Seconds since 1970 of the usual form, or nil for anything else (which Foundation reads).
    static func secondsSince1970(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { b -> Int? in
            guard b.count == 20 || b.count == 25 else { return nil }
            func number(_ at: Int, _ count: Int) -> Int? {
                var v = 0
                for i in at..<(at + count) {
                    let d = b[i] &- UInt8(ascii: "0")
                    guard d < 10 else { return nil }
                    v = v * 10 + Int(d)
                }
                return v
            }
            guard b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
                  b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
                  let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                  (1600...9999).contains(year), (1...12).contains(month), day >= 1,
                  day <= CivilDate.daysIn(month: month, year: year), hour < 24, minute < 60, second < 60
            else { return nil }
            var offset = 0
            if b.count == 20 {
                guard b[19] == UInt8(ascii: "Z") else { return nil }
            } else {
                let sign = b[19]
                guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), b[22] == UInt8(ascii: ":"),
                      let h = number(20, 2), let m = number(23, 2), h < 24, m < 60 else { return nil }
                offset = (h * 3600 + m * 60) * (sign == UInt8(ascii: "+") ? 1 : -1)
            }
            return CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        }
    }
}
