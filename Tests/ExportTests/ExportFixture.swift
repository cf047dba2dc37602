import Foundation
import Export
import Simulation
import SensorKitSim

/// A study requesting every sensor the shapes carry, at low rates so a few days export in
/// well under a second, and helpers to run an export into a fresh folder and read it back.
enum ExportFixture {
    static let sensors: [SRSensor] = [
        .accelerometer, .rotationRate, .ambientLightSensor, .ambientPressure, .pedometerData, .deviceUsageReport,
        .keyboardMetrics, .messagesUsageReport, .phoneUsageReport, .onWristState, .visits, .telephonySpeechMetrics,
        .heartRate, .wristTemperature, .electrocardiogram,
    ]

    static func week(days: Int = 3, sensors: [SRSensor] = sensors, required: Set<SRSensor> = []) -> HeadlessWeek.Options {
        var o = HeadlessWeek.Options()
        o.profile = StudyProfile(appName: "Export Study", bundleIdentifier: "org.example.export", purpose: "Tests.",
                                 sensors: sensors, required: required, entitled: Set(sensors))
        o.days = days
        o.phone.sensorKit.rates.accelerometerHz = 0.05
        o.phone.sensorKit.rates.rotationRateHz = 0.05
        o.phone.sensorKit.rates.motionBatchSize = 40
        o.phone.sensorKit.rates.ambientPressureHz = 0.02
        o.phone.sensorKit.rates.ambientPressureBatchSize = 30
        o.phone.sensorKit.rates.electrocardiogramSessionsPerWeek = 14
        o.phone.sensorKit.rates.wristTemperatureInterval = 600
        return o
    }

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-export-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs an export of `format` and returns its folder and summary.
    static func export(_ format: ExportFormat, week: HeadlessWeek.Options = week(),
                       configure: (inout ExportOptions) -> Void = { _ in }) throws -> (URL, ExportSummary) {
        let out = folder()
        var options = ExportOptions(format: format, out: out.path, week: week)
        configure(&options)
        let summary = try Exporter(options).run()
        return (out, summary)
    }

    /// Every regular file under `root`, as paths relative to it, sorted.
    static func files(_ root: URL) -> [String] {
        let e = FileManager.default.enumerator(atPath: root.path)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(p).path, isDirectory: &isDir), !isDir.boolValue {
                out.append(p)
            }
        }
        return out.sorted()
    }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// Sample counts per sensor (Swift name) as `week` reports them.
    static func weekCounts(_ week: HeadlessWeek.Options) -> [String: Int] {
        var counts: [String: Int] = [:]
        for f in HeadlessWeek.run(week).fetches where f.errorCode == nil { counts[f.sensor.description, default: 0] += f.samples }
        return counts
    }

    /// The fixtures folder beside this file (copies of published schemas, with their license).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}

extension ExportFixture {
    static func remove(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }
}
