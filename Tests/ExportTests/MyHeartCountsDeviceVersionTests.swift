import Foundation
import Testing
@testable import Export
import SensorKitSim
import SimCore

/// My Heart Counts' `device` cell names the OS each device runs: the simulated phone's iOS, and
/// for the Watch the watchOS released with it.
struct MyHeartCountsDeviceVersionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let ios: OSVersion
        let iPhone: String
        let watch: String
        var testDescription: String { "iOS \(ios)" }
    }

    static let cases = [
        Case(ios: .current, iPhone: "27.1", watch: "27.1"),
        Case(ios: OSVersion(26, 0, 1), iPhone: "26.0.1", watch: "26.0.1"),
        Case(ios: OSVersion(17, 4), iPhone: "17.4", watch: "10.4"),
    ]

    @Test(arguments: cases) func theDeviceCellNamesTheSimulatedOSVersion(_ c: Case) throws {
        var week = ExportFixture.week(days: 2, sensors: [.accelerometer, .heartRate])
        week.phone.osVersion = c.ios
        let (out, _) = try ExportFixture.export(.myHeartCounts, week: week)
        defer { ExportFixture.remove(out) }
        var cells: Set<Substring> = []
        for file in ExportFixture.files(out) where file.contains("/SensorKit/") {
            for line in ExportFixture.text(out.appendingPathComponent(file)).split(separator: "\n").dropFirst() {
                cells.insert(try #require(line.split(separator: "\"").last))
            }
        }
        #expect(cells == [
            "model=iPhone; name=iPhone; systemName=iOS; systemVersion=\(c.iPhone); productType=iPhone17,1",
            "model=Apple Watch; name=Participant’s Apple Watch; systemName=watchOS; systemVersion=\(c.watch); productType=Watch7,12",
        ])
    }
}
