import Foundation

/// The fields of an ISO 8601 date-time, each checked against its range before a text is read
/// as a moment: Foundation's formatter rolls an impossible field over (`2026-02-30` is 2 March,
/// `T24:00:00` the next day, an offset of `+99:00` four days), where the one who wrote it meant
/// a date that does not exist.
extension ISODateTime {
    /// Why `text`'s fields name no moment (a day past its month's end, leap years counted; an
    /// hour past 23; a minute or second past 59; a month outside 1–12; an offset's hours past 23
    /// or minutes past 59, or an offset not written `±hh`, `±hhmm` or `±hh:mm`); nil when each
    /// field is in range, or when the text is not a date and a time at all (Foundation says
    /// whether it reads it).
    public static func fieldProblem(_ text: String) -> String? {
        let b = Array(text.utf8)
        var i = 0
        while i < b.count, b[i] == 0x20 || (0x09...0x0D).contains(b[i]) { i += 1 }
        /// A run of ASCII digits and how many there were (at most 9 read, so no overflow).
        func digits() -> (value: Int, count: Int)? {
            var v = 0, n = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                if n < 9 { v = v * 10 + Int(b[i] - 0x30) }
                n += 1
                i += 1
            }
            return n > 0 ? (v, n) : nil
        }
        func skip(_ characters: String) -> Bool {
            guard i < b.count, characters.utf8.contains(b[i]) else { return false }
            i += 1
            return true
        }
        guard let year = digits(), skip("-"), let month = digits(), skip("-"), let day = digits(), skip("Tt "),
              let hour = digits(), skip(":"), let minute = digits(), skip(":"), let second = digits()
        else { return nil }
        guard (1...12).contains(month.value) else { return "month \(month.value) is not 1 to 12" }
        let length = CivilDate.daysIn(month: month.value, year: year.value)
        guard day.value >= 1 else { return "day \(day.value) is not a day of the month" }
        guard day.value <= length else {
            return "day \(day.value) is past the end of \(CivilTime.months[month.value - 1]) \(year.value), which has \(length) days"
        }
        guard hour.value <= 23 else { return "hour \(hour.value) is not 0 to 23" }
        guard minute.value <= 59 else { return "minute \(minute.value) is not 0 to 59" }
        guard second.value <= 59 else { return "second \(second.value) is not 0 to 59" }
        if skip(".,") { _ = digits() }
        let zoneStart = i
        guard skip("+-") else { return nil }
        let zone = String(decoding: b[zoneStart...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let notAnOffset = "the offset \(zone) is not written ±hh:mm"
        guard let first = digits() else { return notAnOffset }
        var hours = first.value, minutes = 0
        switch first.count {
        case 2:
            if skip(":") {
                guard let m = digits(), m.count == 2 else { return notAnOffset }
                minutes = m.value
            }
        case 4: (hours, minutes) = (first.value / 100, first.value % 100)
        default: return notAnOffset
        }
        while i < b.count, b[i] == 0x20 || (0x09...0x0D).contains(b[i]) { i += 1 }
        guard i == b.count else { return notAnOffset }
        guard hours <= 23 else { return "the offset \(zone) has \(hours) hours; an offset's hours are 0 to 23" }
        guard minutes <= 59 else { return "the offset \(zone) has \(minutes) minutes; an offset's minutes are 0 to 59" }
        return nil
    }
}
