import Foundation
import Testing
@testable import Export
import SensorKitSim

/// mindLAMP sensor events: epoch milliseconds, `com.apple.sensorkit.*` names, and the 2022
/// seconds / 2001-clock variant.
struct LampTests {
    static func events(_ out: URL, _ name: String) throws -> [[String: Any]] {
        var all: [[String: Any]] = []
        for file in ExportFixture.files(out) where file.contains("/com.apple.sensorkit.\(name)/") {
            let list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(file)))
                as? [[String: Any]])
            all += list
        }
        return all
    }

    @Test func eventsAreEpochMillisecondsWithLampNames() throws {
        let week = ExportFixture.week()
        let (out, summary) = try ExportFixture.export(.lamp, week: week)
        defer { ExportFixture.remove(out) }
        let start = week.phone.start.timeIntervalSince1970 * 1000
        for name in ["device_usage", "ambient_light", "phone_usage", "messages_usage", "visits", "wrist_state", "keyboard_metrics"] {
            let events = try Self.events(out, name)
            #expect(!events.isEmpty, "\(name)")
            for e in events {
                #expect(e["sensor"] as? String == "com.apple.sensorkit.\(name)")
                let ms = try #require(e["timestamp"] as? Int)
                #expect(Double(ms) > start - 7 * 86_400_000 && Double(ms) < start + 3 * 86_400_000)
            }
        }
        let visit = try #require(try Self.events(out, "visits").first?["data"] as? [String: Any])
        let arrival = try #require(visit["arrivalDateInterval"] as? [String: Any])
        let s = try #require(arrival["start"] as? Double), e = try #require(arrival["end"] as? Double)
        #expect(s > 1.7e12, "milliseconds since 1970")
        #expect(arrival["duration"] as? Double == e - s)
        let usage = try #require(try Self.events(out, "device_usage").first?["data"] as? [String: Any])
        #expect(usage["duration"] as? Double == 900_000, "a 15-minute report in ms")
        #expect(summary.notes.contains { $0.hasPrefix("accelerometer: skipped") })
    }

    @Test func legacyUsesSecondsAndApplesReferenceDate() throws {
        let week = ExportFixture.week(sensors: [.visits, .deviceUsageReport])
        let (out, _) = try ExportFixture.export(.lamp, week: week) { $0.lampLegacy = true }
        defer { ExportFixture.remove(out) }
        let (current, _) = try ExportFixture.export(.lamp, week: week)
        defer { ExportFixture.remove(current) }
        let visit = try #require(try Self.events(out, "visits").first?["data"] as? [String: Any])
        let now = try #require(try Self.events(current, "visits").first?["data"] as? [String: Any])
        let legacyStart = try #require((visit["departureDateInterval"] as? [String: Any])?["start"] as? Double)
        let msStart = try #require((now["departureDateInterval"] as? [String: Any])?["start"] as? Double)
        #expect(abs(legacyStart - (msStart / 1000 - Date.timeIntervalBetween1970AndReferenceDate)) < 0.001, "seconds since 2001")
        #expect(legacyStart > 6e8 && legacyStart < 9e8)
        let usage = try #require(try Self.events(out, "device_usage").first?["data"] as? [String: Any])
        #expect(usage["duration"] as? Double == 900)
        // The envelope's timestamp stays milliseconds in both conventions.
        #expect(try Self.events(out, "visits").first?["timestamp"] as? Int == Self.events(current, "visits").first?["timestamp"] as? Int)
    }
}
