import Foundation
import Testing
import SimCore

/// Every moment the simulator writes (the dashboard, transcripts, fetch explanations) is worded
/// from `CivilTime`: its fields must be the Gregorian calendar's in the phone's time zone, its
/// summer time included, and its transcript form the same bytes whichever way it is built.
@Suite struct CivilTimeTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham"]

    @Test(arguments: zones)
    func fieldsAreTheCalendarsInTheZone(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var wrong: [String] = []
        // Two years in steps of 7 h 13 min 17 s: every month, weekday, hour and both summer-time
        // changes; and moments from 1601 to 2400.
        var moments = stride(from: 788_918_400.0, to: 788_918_400 + 2 * 365 * 86_400, by: 25_997).map { $0 }
        moments += [-12_591_158_400, -1, 0, 59, 13_569_465_600, 951_782_400, 951_868_800]
        for t in moments {
            let date = Date(timeIntervalSinceReferenceDate: t)
            let c = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
            let p = CivilTime(date, zone)
            if [p.year, p.month, p.day, p.weekday, p.hour, p.minute, p.second]
                != [c.year, c.month, c.day, c.weekday, c.hour, c.minute, c.second] {
                wrong.append("\(t): \(p) against \(c)")
            }
            let slow = "\(p.year)-\(CivilTime.two(p.month))-\(CivilTime.two(p.day)) \(CivilTime.two(p.hour)):\(CivilTime.two(p.minute)):\(CivilTime.two(p.second))"
            if p.dateTime != slow { wrong.append("\(t): \(p.dateTime) against \(slow)") }
            let short = String(format: "%d %@ %02d:%02d", c.day!, CivilTime.months[c.month! - 1], c.hour!, c.minute!)
            if p.short != short { wrong.append("\(t): \(p.short) against \(short)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    @Test func transcriptTimesOutsideFourDigitYearsAreStillWritten() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(CivilTime(Date(timeIntervalSince1970: 0), utc).dateTime == "1970-01-01 00:00:00")
        #expect(CivilTime(Date(timeIntervalSince1970: -62_167_219_200 - 86_400), utc).dateTime == "-1-12-31 00:00:00")
        #expect(CivilTime(Date(timeIntervalSince1970: 253_402_300_800), utc).dateTime == "10000-01-01 00:00:00")
        #expect(CivilTime(Date(timeIntervalSince1970: .nan), utc).dateTime == "1970-01-01 00:00:00")
    }
}
