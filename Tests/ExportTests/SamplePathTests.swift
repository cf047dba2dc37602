import Foundation
import Testing
@testable import Export
import SensorKitSim

/// The exporter reads the simulator's own values (`[RecordedAcceleration]`, ...) where a
/// result holds them, and Apple's objects where a client's result does: every format gives the
/// same files, byte for byte, both ways.
struct SamplePathTests {
    @Test(arguments: ExportFormat.allCases)
    func valuesAndAppleObjectsGiveTheSameBytes(_ format: ExportFormat) throws {
        var week = ExportFixture.week(days: 2)
        // Accelerometer, rotation rate and pressure come as the generators' values; a few
        // hundred of each are enough to compare every field.
        week.phone.sensorKit.rates.accelerometerHz = 0.2
        week.phone.sensorKit.rates.rotationRateHz = 0.2
        let (values, summary) = try ExportFixture.export(format, week: week)
        let (objects, _) = try ExportFixture.export(format, week: week) { $0.appleObjects = true }
        defer { ExportFixture.remove(values); ExportFixture.remove(objects) }
        if format != .lamp {
            #expect(summary.rowsBySensor["accelerometer", default: 0] > 100)
            #expect(summary.rowsBySensor["ambientPressure", default: 0] > 100)
        }
        let files = ExportFixture.files(values)
        #expect(files == ExportFixture.files(objects))
        for file in files {
            let a = try Data(contentsOf: values.appendingPathComponent(file))
            let b = try Data(contentsOf: objects.appendingPathComponent(file))
            #expect(a == b, "\(format.rawValue): \(file) differs between the value and object paths")
        }
    }
}
