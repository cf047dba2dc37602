import Foundation
import Testing
@testable import SimCore

/// `ISODateTime` reads the usual form by arithmetic and must read it exactly as Foundation's
/// formatter does, and leave every other text to the formatter.
@Suite struct ISODateTimeTests {
    static func foundation(_ text: String) -> Double? { ISO8601DateFormatter().date(from: text)?.timeIntervalSince1970 }
    static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// Every day of four years (a leap year among them) at a time that moves through the day's
    /// hours, minutes and seconds, in UTC.
    @Test func everyDayOfFourYearsReadsAsFoundationReadsIt() {
        var checked = 0
        for year in 2024...2027 {
            for month in 1...12 {
                for day in 1...CivilDate.daysIn(month: month, year: year) {
                    let hour = (day * 5 + month) % 24, minute = (day * 7) % 60, second = (day * 11 + month) % 60
                    let text = "\(year)-\(Self.two(month))-\(Self.two(day))T\(Self.two(hour)):\(Self.two(minute)):\(Self.two(second))Z"
                    let fast = ISODateTime.secondsSince1970(text)
                    #expect(fast != nil, "\(text) is the usual form")
                    #expect(fast.map(Double.init) == Self.foundation(text), "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == 4 * 365 + 1)
    }

    /// Offsets either side of UTC, whole and part hours, and the ends of the years read fast.
    @Test func offsetsAndFarYearsReadAsFoundationReadsThem() {
        var texts: [String] = []
        for hours in 0...23 {
            for minutes in [0, 1, 30, 45, 59] {
                for sign in ["+", "-"] { texts.append("2026-03-02T08:00:00\(sign)\(Self.two(hours)):\(Self.two(minutes))") }
            }
        }
        texts += ["9999-12-31T23:59:59-01:00", "1600-01-01T00:00:00+01:00", "2000-02-29T23:30:00-05:30"]
        for year in [1600, 1700, 1900, 2000, 2100, 2400, 9999] {
            texts += ["\(year)-01-01T00:00:00Z", "\(year)-02-28T23:59:59Z", "\(year)-12-31T23:59:59Z"]
            if CivilDate.daysIn(month: 2, year: year) == 29 { texts.append("\(year)-02-29T12:00:00Z") }
        }
        for text in texts {
            #expect(ISODateTime.secondsSince1970(text) != nil, "\(text) is the usual form")
            #expect(ISODateTime.date(from: text)?.timeIntervalSince1970 == Self.foundation(text), "\(text)")
        }
    }

    /// Everything else is left to Foundation, whatever it makes of it: impossible dates and
    /// times (the century rule among them), other spellings, spaces, years before 1600.
    @Test func otherTextsAreLeftToFoundation() {
        let texts = ["2026-02-30T08:00:00Z", "2025-02-29T00:00:00Z", "2026-13-02T08:00:00Z", "2026-03-00T08:00:00Z",
                     "2026-03-02T24:00:00Z", "2026-03-02T08:60:00Z", "2026-03-02T08:00:60Z", "2026-03-02T08:00:00+24:00",
                     "2026-03-02T08:00:00+00:60", "2026-03-02T08:00:00", "2026-03-02T08:00Z", "2026-03-02 08:00:00Z",
                     "2026-03-02t08:00:00z", " 2026-03-02T08:00:00Z", "2026-03-02T08:00:00Z ", "2026-03-02T08:00:00.5Z",
                     "2026-03-02T08:00:00+0100", "2026-3-2T8:0:0Z", "1582-10-10T00:00:00Z", "0000-03-02T08:00:00Z",
                     "2026-03-02T08:00:00UTC", "2026-03-02T08:00:00ZZ", "２０２６-03-02T08:00:00Z", "", "2026-03-02T08:00:00−01:00",
                     "1900-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "1599-12-31T23:59:59Z"]
        for text in texts {
            #expect(ISODateTime.secondsSince1970(text) == nil, "\(text) is not the usual form")
        }
    }

    /// A field out of its range names no moment, where Foundation's formatter rolls it over
    /// (2026-02-30 was read as 2 March, T24:00 as the next day, +99:00 as four days back);
    /// `fieldProblem` says which field.
    @Test func impossibleFieldsAreRefusedNotRolledOver() {
        let refused: [(String, String)] = [
            ("2026-02-30T00:00:00Z", "day 30 is past the end of Feb 2026, which has 28 days"),
            ("2026-02-29T00:00:00Z", "day 29 is past the end of Feb 2026, which has 28 days"),
            ("1900-02-29T00:00:00Z", "day 29 is past the end of Feb 1900, which has 28 days"),
            ("2026-04-31T00:00:00Z", "day 31 is past the end of Apr 2026, which has 30 days"),
            ("2026-03-00T08:00:00Z", "day 0 is not a day of the month"),
            ("2026-13-02T08:00:00Z", "month 13 is not 1 to 12"),
            ("2026-03-02T24:00:00Z", "hour 24 is not 0 to 23"),
            ("2026-03-02T08:60:00Z", "minute 60 is not 0 to 59"),
            ("2026-03-02T08:00:60Z", "second 60 is not 0 to 59"),
            ("2026-03-02T08:00:00+99:00", "the offset +99:00 has 99 hours; an offset's hours are 0 to 23"),
            ("2026-03-02T08:00:00+24:00", "the offset +24:00 has 24 hours; an offset's hours are 0 to 23"),
            ("2026-03-02T08:00:00+01:60", "the offset +01:60 has 60 minutes; an offset's minutes are 0 to 59"),
            ("2026-03-02T08:00:00-2500", "the offset -2500 has 25 hours; an offset's hours are 0 to 23"),
            ("2026-03-02T08:00:00+1:00", "the offset +1:00 is not written ±hh:mm"),
            ("2026-02-30T08:00:00+0100", "day 30 is past the end of Feb 2026, which has 28 days"),
            ("2026-3-32T8:0:0Z", "day 32 is past the end of Mar 2026, which has 31 days"),
        ]
        for (text, problem) in refused {
            #expect(ISODateTime.date(from: text) == nil, "\(text) was read as \(String(describing: Self.foundation(text)))")
            #expect(ISODateTime.fieldProblem(text) == problem, "\(text)")
        }
        // Fields in range, in the other spellings Foundation reads, still read as it reads them.
        for text in ["2024-02-29T12:00:00Z", "2000-02-29T00:00:00Z", "2026-03-02T08:00:00+0100", "2026-03-02T08:00:00+01",
                     "2026-3-2T8:0:0Z", " 2026-03-02T08:00:00Z", "2026-03-02T23:59:59-23:59"] {
            #expect(ISODateTime.fieldProblem(text) == nil, "\(text)")
            #expect(ISODateTime.date(from: text)?.timeIntervalSince1970 == Self.foundation(text), "\(text)")
        }
        // A property list's <date> is read as Apple's reader reads it: rolled over, as on the phone.
        #expect(ISODateTime.rollingDate(from: "2026-02-30T00:00:00Z")?.timeIntervalSince1970 == Self.foundation("2026-03-02T00:00:00Z"))
    }

    /// Writing: whole seconds in the years 1600–9999 by arithmetic, the rest by Foundation, and
    /// every one as `Date.ISO8601FormatStyle` writes it: a fraction of a second is dropped, so a
    /// moment a hair before a minute is stamped in that minute wherever the tool writes it.
    @Test func writesAsTheFormatStyleWrites() {
        // The first and last whole seconds written by arithmetic, and the ones either side.
        let first = -135_140 * 86_400.0 - 978_307_200, last = 2_932_897 * 86_400.0 - 978_307_200 - 1
        var times: [Double] = [0, -1, 794_131_200, 794_131_200.7, 794_131_200.9999, -0.5, 123.456, -1e10, 1e11, -1.3e10, 2.5e11,
                               first, first - 1, last, last + 1]
        for day in stride(from: -20_000, through: 40_000, by: 997) { times.append(Double(day) * 86_400 + Double(day % 86_400)) }
        for t in times {
            let date = Date(timeIntervalSinceReferenceDate: t)
            #expect(ISODateTime.string(from: date) == date.ISO8601Format(), "\(t)")
        }
        #expect(ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: 794_131_200)) == "2026-03-02T08:00:00Z")
        // ISO8601DateFormatter rounds this one up to 08:01:00; the cast header, the study app's log
        // and a recorded scenario all say 08:00:59.
        #expect(ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: 794_131_259.9996)) == "2026-03-02T08:00:59Z")
    }
}
