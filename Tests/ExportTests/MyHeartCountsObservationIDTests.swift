import Foundation
import Testing
@testable import Export
import SensorKitSim

/// My Heart Counts' FHIR Observations are keyed by `id`: a FHIR `$import` of the export keeps
/// one Observation per id, so two samples sharing one would lose one of them.
struct MyHeartCountsObservationIDTests {
    static let sensors: [SRSensor] = [.deviceUsageReport, .visits, .onWristState, .electrocardiogram]

    /// Every Observation's id, with its file, in file order.
    static func ids(_ out: URL) throws -> [(file: String, id: String)] {
        try ExportFixture.files(out).filter { $0.hasSuffix(".ndjson") }.flatMap { file in
            try ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n").map { line in
                let o = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return (file, try #require(o["id"] as? String))
            }
        }
    }

    static func export() throws -> [(file: String, id: String)] {
        let (out, _) = try ExportFixture.export(.myHeartCounts, week: ExportFixture.week(days: 2, sensors: sensors)) {
            $0.cohort.participants = 3
        }
        defer { ExportFixture.remove(out) }
        return try ids(out)
    }

    @Test func idsAreUniqueAcrossSensorsDevicesAndParticipantsAndStableAcrossRuns() throws {
        let first = try Self.export()
        // The iPhone and the Watch each report device usage for the same slots.
        #expect(first.contains { $0.file.contains("deviceUsageReport/") && $0.file.hasSuffix("_iphone.ndjson") })
        #expect(first.contains { $0.file.contains("deviceUsageReport/") && $0.file.hasSuffix("_watch.ndjson") })
        #expect(Set(first.map { $0.file.split(separator: "/")[1] }).count == 3, "three participants")
        var files: [String: [String]] = [:]
        for (file, id) in first { files[id, default: []].append(file) }
        let repeated = files.filter { $0.value.count > 1 }
        #expect(repeated.isEmpty, "\(repeated.count) of \(files.count) ids name more than one Observation, e.g. \(repeated.first.map { "\($0.key) in \($0.value)" } ?? "")")
        #expect(first.allSatisfy { UUID(uuidString: $0.id) != nil }, "ids are UUIDs")

        let second = try Self.export()
        #expect(second.map(\.file) == first.map(\.file))
        #expect(second.map(\.id) == first.map(\.id), "the same export gives the same ids")
    }
}
