import Foundation
import Testing
@testable import Export
import SensorKitSim
import Simulation

/// RADAR-base's restructured CSV: layout, headers, values against the virtual clock, and
/// agreement with the counts `week` prints.
struct RadarCSVTests {
    @Test func headersAreTheFlattenedSchemaInOrder() throws {
        let (out, _) = try ExportFixture.export(.radarCSV)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out).filter { $0.hasSuffix(".csv") && $0 != "participants.csv" }
        let topics = Set(files.map { $0.split(separator: "/")[2] })
        // Every sensor with a RADAR topic that produced data in three days; heart rate, ECG and
        // wrist temperature have no topic and are absent.
        #expect(topics.isSuperset(of: ["sensorkit_acceleration", "sensorkit_rotation_rate", "sensorkit_ambient_light",
                                       "sensorkit_ambient_pressure", "sensorkit_pedometer", "sensorkit_device_usage",
                                       "sensorkit_on_wrist", "sensorkit_visits"]))
        #expect(!files.contains { $0.contains("heart") || $0.contains("wrist_temperature") || $0.contains("ECG") })
        let acc = try #require(files.first { $0.contains("/sensorkit_acceleration/") })
        let header = ExportFixture.text(out.appendingPathComponent(acc)).split(separator: "\n")[0]
        #expect(header == "key.projectId,key.userId,key.sourceId,value.time,value.timeReceived,value.device,value.x,value.y,value.z")
        let light = try #require(files.first { $0.contains("/sensorkit_ambient_light/") })
        #expect(ExportFixture.text(out.appendingPathComponent(light)).hasPrefix(
            "key.projectId,key.userId,key.sourceId,value.time,value.timeReceived,value.device,"
                + "value.chromaticityX,value.chromaticityY,value.lux,value.placement\n"))
    }

    @Test func rowsSitInTheirHourFileAndTimesAreUnixSeconds() throws {
        let week = ExportFixture.week()
        let (out, _) = try ExportFixture.export(.radarCSV, week: week)
        defer { ExportFixture.remove(out) }
        let start = week.phone.start.timeIntervalSince1970
        let end = start + Double(week.days) * 86_400
        for file in ExportFixture.files(out) where file.hasSuffix(".csv") && file != "participants.csv" {
            let parts = file.split(separator: "/")
            #expect(parts[0] == "org.example.export")
            let name = String(parts[3].dropLast(4))
            let lines = ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n").dropFirst()
            #expect(!lines.isEmpty)
            for line in lines {
                let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                let time = try #require(Double(cells[3]))
                let received = try #require(Double(cells[4]))
                // Data is fetched after the 24-hour holding period, from the participant's days.
                #expect(time >= start - 7 * 86_400 && time <= end)
                #expect(received >= time + 86_400 - 1, "\(file): received \(received) before time + holding \(time)")
                #expect(UTCText.hourFileName(time) == name)
                #expect(["iPhone", "Apple Watch"].contains(cells[5]))
            }
        }
    }

    @Test func rowCountsAreWhatWeekPrints() throws {
        let week = ExportFixture.week()
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week)
        defer { ExportFixture.remove(out) }
        let counts = ExportFixture.weekCounts(week)
        var rowsOnDisk: [String: Int] = [:]
        for file in ExportFixture.files(out) where file.hasSuffix(".csv") && file != "participants.csv" {
            let topic = String(file.split(separator: "/")[2])
            let sensor = try #require(RadarTopic.all.first { $0.topic == topic }).sensor
            rowsOnDisk[sensor.description, default: 0] += ExportFixture.text(out.appendingPathComponent(file))
                .split(separator: "\n").count - 1
        }
        for topic in RadarTopic.all {
            let name = topic.sensor.description
            #expect(rowsOnDisk[name, default: 0] == counts[name, default: 0], "\(name)")
            #expect(summary.rowsBySensor[name, default: 0] == counts[name, default: 0], "\(name)")
        }
        #expect(counts["accelerometer", default: 0] > 0)
    }

    @Test func enumsAreSymbolsAndNullsEmpty() throws {
        let (out, _) = try ExportFixture.export(.radarCSV)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out)
        let visit = try #require(files.first { $0.contains("/sensorkit_visits/") })
        let categories = Set(ExportFixture.text(out.appendingPathComponent(visit)).split(separator: "\n").dropFirst()
            .map { String($0.split(separator: ",", omittingEmptySubsequences: false).last!) })
        #expect(categories.isSubset(of: Set(RadarTopic.locationSymbols)) && !categories.isEmpty)
        if let speech = files.first(where: { $0.contains("/sensorkit_telephony_speech_metrics/") }) {
            let row = ExportFixture.text(out.appendingPathComponent(speech)).split(separator: "\n")[1]
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(cells[6] == "" && cells[7] == "", "audio level start and duration are null: empty cells")
            #expect(Double(cells[8]) != nil, "loudness is set")
        }
    }

    @Test func quirksDecimateAndCopyTime() throws {
        let week = ExportFixture.week(sensors: [.accelerometer, .keyboardMetrics])
        let (plain, _) = try ExportFixture.export(.radarCSV, week: week)
        defer { ExportFixture.remove(plain) }
        let (quirky, summary) = try ExportFixture.export(.radarCSV, week: week) { $0.radarQuirks = RadarQuirks() }
        defer { ExportFixture.remove(quirky) }
        // At 0.05 Hz every sample is 20 s apart, above the plugin's 1 s period: decimation keeps all.
        #expect(summary.rowsBySensor["accelerometer"] == ExportFixture.weekCounts(week)["accelerometer"])
        for file in ExportFixture.files(quirky) where file.contains("sensorkit_") {
            for line in ExportFixture.text(quirky.appendingPathComponent(file)).split(separator: "\n").dropFirst() {
                let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                #expect(cells[3] == cells[4], "timeReceived = time under the plugin's quirk")
                if file.contains("keyboard") { #expect(cells[6] == cells[7], "totalAlteredWords = totalWords") }
            }
        }
        let keyboard = try #require(ExportFixture.files(plain).first { $0.contains("keyboard") })
        let rows = ExportFixture.text(plain.appendingPathComponent(keyboard)).split(separator: "\n").dropFirst()
        #expect(rows.contains { $0.split(separator: ",")[6] != $0.split(separator: ",")[7] },
                "without quirks totalAlteredWords is its own count")
    }

    @Test func quirksDecimateFullRateMotionToOneHertz() throws {
        var week = ExportFixture.week(days: 2, sensors: [.accelerometer])
        week.phone.sensorKit.rates.accelerometerHz = 4
        week.phone.watchPaired = false
        let (out, summary) = try ExportFixture.export(.radarCSV, week: week) { $0.radarQuirks = RadarQuirks() }
        defer { ExportFixture.remove(out) }
        let samples = try #require(ExportFixture.weekCounts(week)["accelerometer"])
        // One kept per second of 4 Hz data: a day's window (from, to] holds whole seconds.
        #expect(summary.rowsBySensor["accelerometer"] == (samples + 3) / 4)
    }
}
