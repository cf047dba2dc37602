import Foundation
import SimCore

/// Virtual times as the dashboard writes them, in the simulated phone's time zone.
///
/// Worded from `CivilTime` (calendar fields by arithmetic) rather than a `DateFormatter`, so it
/// is `Sendable` and never depends on the host's locale.
public enum ClockText {
    private static func two(_ v: Int) -> String { CivilTime.two(v) }

    /// "Mon 2 Mar 2026 08:00:00".
    static func full(_ date: Date, _ zone: TimeZone) -> String {
        let p = CivilTime(date, zone)
        return "\(p.weekdayName) \(p.day) \(p.monthName) \(p.year) "
            + "\(two(p.hour)):\(two(p.minute)):\(two(p.second))"
    }

    /// "2 Mar 08:00".
    static func short(_ date: Date, _ zone: TimeZone) -> String { CivilTime(date, zone).short }

    /// "Mon 08:00".
    static func weekdayTime(_ date: Date, _ zone: TimeZone) -> String {
        let p = CivilTime(date, zone)
        return "\(p.weekdayName) \(two(p.hour)):\(two(p.minute))"
    }

    /// " 2 Mar 08:00:00" and "12 Mar 08:00:00", for the log: the day padded, so every stamp is
    /// `stampWidth` wide and the log's columns line up on any day of the month.
    /// Written byte by byte: every log line on every frame has one.
    static func stamp(_ date: Date, _ zone: TimeZone) -> String {
        let p = CivilTime(date, zone)
        return String(unsafeUninitializedCapacity: stampWidth) { out in
            // The day is padded with a space, the clock with zeros.
            if p.day < 10 {
                out[0] = UInt8(ascii: " ")
                CivilTime.write(p.day, digits: 1, into: out, at: 1)
            } else {
                CivilTime.write(p.day, digits: 2, into: out, at: 0)
            }
            out[2] = UInt8(ascii: " ")
            var i = 3
            for b in p.monthName.utf8 { out[i] = b; i += 1 }
            out[6] = UInt8(ascii: " ")
            CivilTime.write(p.hour, digits: 2, into: out, at: 7)
            out[9] = UInt8(ascii: ":")
            CivilTime.write(p.minute, digits: 2, into: out, at: 10)
            out[12] = UInt8(ascii: ":")
            CivilTime.write(p.second, digits: 2, into: out, at: 13)
            return stampWidth
        }
    }

    /// The width of every `stamp`.
    static let stampWidth = 15

    /// "2026-03-02 08:00:00", for transcripts.
    public static func dateTime(_ date: Date, _ zone: TimeZone) -> String { CivilTime(date, zone).dateTime }

    /// The clock's speed: "×60".
    static func speed(_ factor: Double) -> String { "×" + CountText.plain(factor) }
}
