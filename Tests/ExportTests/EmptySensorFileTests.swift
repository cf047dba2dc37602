import Foundation
import Testing
@testable import Export
import SensorKitSim
import Simulation

/// A sensor the export carries but that had no rows (no Watch for the Watch's sensors) still
/// gets its file, empty in the format's own way, so a backend that expects it finds its header.
struct EmptySensorFileTests {
    /// Two days without a Watch: on-wrist state, heart rate, wrist temperature and ECG have no data.
    private static func week(required: Set<SRSensor> = []) -> HeadlessWeek.Options {
        var week = ExportFixture.week(days: 2, sensors: [.accelerometer, .onWristState, .heartRate, .wristTemperature,
                                                         .electrocardiogram, .visits], required: required)
        week.phone.watchPaired = false
        return week
    }

    private func export(_ format: ExportFormat) throws -> (URL, ExportSummary, Participant) {
        let week = Self.week()
        let (out, summary) = try ExportFixture.export(format, week: week)
        return (out, summary, Cohort().participant(1, base: week))
    }

    private func json(_ url: URL) throws -> Any { try JSONSerialization.jsonObject(with: Data(contentsOf: url)) }

    @Test func radarCSVWritesTheHeaderInTheFirstHoursFile() throws {
        let (out, summary, p) = try export(.radarCSV)
        defer { ExportFixture.remove(out) }
        #expect(summary.rowsBySensor["onWristState", default: 0] == 0)
        let file = out.appendingPathComponent("org.example.export/\(p.userId)/sensorkit_on_wrist/"
                                              + UTCText.hourFileName(p.start.timeIntervalSince1970) + ".csv")
        #expect(ExportFixture.text(file) == "key.projectId,key.userId,key.sourceId,value.time,value.timeReceived,value.device,"
            + "value.crownOrientation,value.onWrist,value.wristLocation,value.offWristDate,value.onWristDate\n")
        #expect(ExportFixture.files(out).filter { $0.contains("/sensorkit_on_wrist/") }.count == 1)
    }

    /// participants.csv says the participant allowed on-wrist state (authorization is per app and
    /// sensor, not per device), and the export printed "onWristState: 0 rows" with no word on why;
    /// it now names the fetch decider's reason, as the dashboard's "no Apple Watch paired".
    @Test func aSensorWithNoRowsIsExplainedWhenOthersHaveRows() throws {
        let (out, summary, _) = try export(.radarCSV)
        defer { ExportFixture.remove(out) }
        let participants = try String(contentsOf: out.appendingPathComponent("participants.csv"), encoding: .utf8)
        #expect(participants.contains(",false,allowed,"), "\(participants)")
        let note = try #require(summary.notes.first { $0.hasPrefix("onWristState: no rows: ") }, "\(summary.notes)")
        #expect(note.contains("no Apple Watch was paired during the window"), "\(note)")
        #expect(!summary.notes.contains { $0.hasPrefix("accelerometer:") })
    }

    @Test func radarAvroWritesAContainerWithNoRecords() throws {
        let (out, _, p) = try export(.radarAvro)
        defer { ExportFixture.remove(out) }
        let file = out.appendingPathComponent("org.example.export/\(p.userId)/sensorkit_on_wrist.avro")
        let schemas = ExportFixture.fixtures.appendingPathComponent("radar-schemas/commons/passive/apple/sensorkit")
        let read = try DebianPython.run(ExportFixture.fixtures.appendingPathComponent("read_avro.py"), [schemas.path, file.path])
        #expect(read.trimmingCharacters(in: .whitespacesAndNewlines) == "sensorkit_on_wrist.avro 0")
    }

    @Test func radarJSONWritesOneBodyWithNoRecords() throws {
        let (out, _, p) = try export(.radarJSON)
        defer { ExportFixture.remove(out) }
        let folder = "org.example.export/\(p.userId)/sensorkit_on_wrist/"
        #expect(ExportFixture.files(out).filter { $0.hasPrefix(folder) } == [folder + "0000_none.json"])
        let body = try #require(try json(out.appendingPathComponent(folder + "0000_none.json")) as? [String: Any])
        #expect((body["records"] as? [Any])?.isEmpty == true)
        #expect((body["value_schema"] as? String)?.contains("SensorKitOnWrist") == true)
    }

    @Test func myHeartCountsWritesHeadersAndEmptyObservationFiles() throws {
        let (out, _, p) = try export(.myHeartCounts)
        defer { ExportFixture.remove(out) }
        let start = p.start.timeIntervalSince1970
        let batch = (UTCText.iso8601(start) + "_" + UTCText.iso8601(start + 2 * 86_400)).replacingOccurrences(of: ":", with: "-") + "_none"
        let user = out.appendingPathComponent("users/\(p.userId)")
        #expect(ExportFixture.text(user.appendingPathComponent("SensorKit/\(SRSensor.heartRate.rawValue)/\(batch).csv")) == "timestamp,value,confidence,device\n")
        #expect(ExportFixture.text(user.appendingPathComponent("SensorKit/\(SRSensor.wristTemperature.rawValue)/\(batch).csv"))
            == "timestamp,value,errorEstimate,condition\n")
        for sensor in [SRSensor.onWristState, .electrocardiogram] {
            let file = user.appendingPathComponent("HealthObservations_\(sensor.rawValue)/\(batch).ndjson")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(sensor)")
            #expect(ExportFixture.text(file).isEmpty, "\(sensor)")
        }
        // A sensor with rows has no empty file beside them.
        #expect(!ExportFixture.files(user).contains { $0.hasPrefix("SensorKit/\(SRSensor.accelerometer.rawValue)/") && $0.hasSuffix("_none.csv") })
    }

    @Test func lampWritesAnEmptyArray() throws {
        let (out, _, p) = try export(.lamp)
        defer { ExportFixture.remove(out) }
        let start = Int(p.start.timeIntervalSince1970 * 1000)
        let file = out.appendingPathComponent("\(p.userId)/com.apple.sensorkit.wrist_state/\(start)_\(start + 2 * 86_400_000)_none.json")
        #expect((try json(file) as? [Any])?.isEmpty == true)
    }

    /// A participant who declined a sensor gets its empty file too; one not enrolled gets none.
    @Test func declinedSensorsGetEmptyFilesAndUnenrolledParticipantsNone() throws {
        var week = Self.week(required: [.visits])
        week.phone.watchPaired = true
        var cohort = Cohort()
        cohort.participants = 6
        cohort.declineRate = 0.5
        let (out, summary) = try ExportFixture.export(.radarJSON, week: week) { $0.cohort = cohort }
        defer { ExportFixture.remove(out) }
        #expect(summary.enrolled < summary.participants)
        #expect(summary.enrolled > 0)
        for number in 1...6 {
            let p = cohort.participant(number, base: week)
            let topics = Set(ExportFixture.files(out).filter { $0.contains(p.userId) }.map { $0.split(separator: "/")[2] })
            #expect(topics == (p.enrolled ? ["sensorkit_acceleration", "sensorkit_on_wrist", "sensorkit_visits"] : []), "\(number)")
        }
    }
}
