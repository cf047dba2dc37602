import Foundation
import Testing
import Simulation
import SensorKitSim

/// README's advice on the size of an export of the all-sensors study.
struct ExportSizeAdviceTests {
    /// README said that at 1 Hz the accelerometer, rotation rate and ambient pressure "are about
    /// 86 000 rows a day each", but each is recorded on the iPhone and the paired Apple Watch, so
    /// a whole day is twice that: a team sizing its storage from the sentence planned for half
    /// the rows. The figure README gives is the one a whole day of the export holds.
    @Test func readmesRowsADayAt1HzAreWhatADayHolds() throws {
        var week = ExportFixture.week(days: 3, sensors: [.accelerometer, .rotationRate, .ambientPressure])
        week.phone.sensorKit.rates.accelerometerHz = 1
        week.phone.sensorKit.rates.rotationRateHz = 1
        week.phone.sensorKit.rates.ambientPressureHz = 1
        let fetches = HeadlessWeek.run(week).fetches.filter { $0.errorCode == nil }
        // Day 3's fetch reads a whole day (24 hours ending where the holding period begins).
        let lastDay = fetches.map(\.finishedAt).max() ?? 0
        let readme = try String(contentsOf: ExportFixture.fixtures.appendingPathComponent("../../../README.md").standardized,
                                encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let said = try #require(readme.firstMatch(of: /at 1 Hz the accelerometer, rotation rate and ambient pressure\s+are about ([0-9][0-9 ]*) rows a day each/))
        let figure = try #require(Int(said.1.replacingOccurrences(of: " ", with: "")))
        for sensor: SRSensor in [.accelerometer, .rotationRate, .ambientPressure] {
            let day = fetches.filter { $0.sensor == sensor && $0.finishedAt == lastDay }
            #expect(Set(day.map(\.device)) == [.iPhone, .appleWatch], "\(sensor)")
            let rows = day.reduce(0) { $0 + $1.samples }
            #expect(abs(rows - figure) <= rows / 20, "\(sensor): a day holds \(rows) rows; README says about \(figure)")
        }
    }
}
