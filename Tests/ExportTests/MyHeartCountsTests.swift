import Foundation
import Testing
@testable import Export
import SensorKitSim

/// My Heart Counts: per-batch CSVs with exact headers and device text, wrist-temperature session
/// CSVs, and FHIR Observations that pass the fhir.resources validator.
struct MyHeartCountsTests {
    static let headers: [SRSensor: String] = [
        .accelerometer: "timestamp,identifier,x,y,z,device",
        .ambientLightSensor: "timestamp,lux,placement,chromacityX,chromacityY,device",
        .ambientPressure: "timestamp,identifier,pressure,temperature,device",
        .heartRate: "timestamp,value,confidence,device",
        .pedometerData: "start,end,steps,distance,floorsUp,floorsDown,currentPace,currentCadence,avgActivePace,device",
        .wristTemperature: "timestamp,value,errorEstimate,condition",
    ]

    /// Spezi reads a pedometer record's floors as `Int?` and MHC's CSV writer prints an Int as
    /// `String(n)`: the export wrote `0.0`, which a loader typed from MHC's files as integers rejects.
    @Test func pedometerFloorsAreWholeNumbersAsMyHeartCountsWritesThem() throws {
        let (out, _) = try ExportFixture.export(.myHeartCounts, week: ExportFixture.week(days: 3, sensors: [.pedometerData]))
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out).filter { $0.contains("/SensorKit/\(SRSensor.pedometerData.rawValue)/") }
        var rows = 0
        for file in files {
            for line in ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n").dropFirst() {
                let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                for column in [4, 5] where !cells[column].isEmpty {
                    #expect(Int(cells[column]) != nil, "floors \(cells[column]) in \(line)")
                }
                #expect(Int(cells[2]) != nil, "steps")
                rows += 1
            }
        }
        #expect(rows > 10)
    }

    @Test func batchCSVsHaveExactHeadersDeviceTextAndUnixSeconds() throws {
        let week = ExportFixture.week()
        let (out, summary) = try ExportFixture.export(.myHeartCounts, week: week)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out)
        let start = week.phone.start.timeIntervalSince1970
        for (sensor, header) in Self.headers {
            let mine = files.filter { $0.contains("/SensorKit/\(sensor.rawValue)/") && $0.hasSuffix(".csv") }
            #expect(!mine.isEmpty, "\(sensor)")
            var rows = 0
            for file in mine {
                let lines = ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n")
                #expect(lines[0] == header, "\(sensor)")
                rows += lines.count - 1
                for line in lines.dropFirst() {
                    let time = try #require(Double(line.split(separator: ",")[0]))
                    #expect(time > start - 86_400 * 7 && time < start + 3 * 86_400, "Unix seconds, not 2001-based")
                    if header.hasSuffix(",device") {
                        #expect(line.hasSuffix("productType=iPhone17,1\"") || line.hasSuffix("productType=Watch7,12\""))
                        #expect(line.contains(",\"model=iPhone; name=iPhone; systemName=iOS; systemVersion=27.1; ")
                                || line.contains(",\"model=Apple Watch; name=Participant’s Apple Watch; systemName=watchOS; systemVersion=27.1; "))
                    }
                }
            }
            if sensor == .wristTemperature {
                #expect(mine.count == ExportFixture.weekCounts(week)[sensor.description], "one CSV per session")
                #expect(rows > mine.count * 10, "a session's readings are its rows")
            } else {
                #expect(rows == ExportFixture.weekCounts(week)[sensor.description], "\(sensor): rows = week's samples")
            }
        }
        #expect(summary.rowsBySensor["rotationRate", default: 0] == 0, "My Heart Counts does not upload rotation rate")
        #expect(summary.notes.contains { $0.hasPrefix("rotationRate: skipped") })
    }

    @Test func observationsPassTheFHIRValidator() throws {
        let (out, _) = try ExportFixture.export(.myHeartCounts)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out).filter { $0.hasSuffix(".ndjson") }
        for sensor in [SRSensor.visits, .onWristState, .deviceUsageReport, .electrocardiogram] {
            #expect(files.contains { $0.contains("/HealthObservations_\(sensor.rawValue)/") }, "\(sensor)")
        }
        let output = try DebianPython.run(ExportFixture.fixtures.appendingPathComponent("validate_fhir.py"),
                                          files.map { out.appendingPathComponent($0).path })
        #expect(output.split(separator: "\n").count == files.count)
        // FHIR times are ISO 8601 in UTC, on the virtual clock (not shifted by the 1970/2001 offset).
        let visits = try #require(files.first { $0.contains("/HealthObservations_\(SRSensor.visits.rawValue)/") })
        let visit = try #require(ExportFixture.text(out.appendingPathComponent(visits)).split(separator: "\n").first)
        let v = try #require(try JSONSerialization.jsonObject(with: Data(visit.utf8)) as? [String: Any])
        let period = try #require(v["effectivePeriod"] as? [String: Any])
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let startText = try #require(period["start"] as? String)
        let arrival = try #require(iso.date(from: startText))
        let start = ExportFixture.week().phone.start
        #expect(arrival > start.addingTimeInterval(-7 * 86_400) && arrival < start.addingTimeInterval(3 * 86_400))
        let ecg = try #require(files.first { $0.contains("ECG") })
        let line = try #require(ExportFixture.text(out.appendingPathComponent(ecg)).split(separator: "\n").first)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let components = try #require(o["component"] as? [[String: Any]])
        #expect(components.count == 30, "one component per second of a 30-second recording")
        let sampled = try #require(components[0]["valueSampledData"] as? [String: Any])
        #expect(sampled["period"] as? Double == 1000.0 / 512)
        #expect((sampled["origin"] as? [String: Any])?["code"] as? String == "uV")
        #expect((sampled["data"] as? String)?.split(separator: " ").count == 512)
    }

    @Test func theValidatorRejectsABrokenObservation() throws {
        let folder = ExportFixture.folder()
        defer { ExportFixture.remove(folder) }
        let file = folder.appendingPathComponent("bad.ndjson")
        try Data("{\"resourceType\":\"Observation\",\"status\":\"final\",\"code\":{},\"effectivePeriod\":{\"start\":\"yesterday\"}}\n".utf8).write(to: file)
        #expect(throws: DebianPython.Failure.self) {
            try DebianPython.run(ExportFixture.fixtures.appendingPathComponent("validate_fhir.py"), [file.path])
        }
    }
}
