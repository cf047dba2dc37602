import Foundation
import Scenarios
import Testing
@testable import ConsentSimCLI

/// The scenarios `bench` generates are valid under the scenario rules (a flow without a check
/// is refused), so the bench never stops on its own input.
@Suite struct BenchScenarioTests {
    @Test(arguments: [("advance_400d", AdvanceBench.scenario), ("relaunch_10k", RelaunchBench.scenario)])
    func theBenchsScenarioIsValid(name: String, yaml: String) throws {
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "(bench)", folder: URL(fileURLWithPath: "."))
        #expect(scenario.steps.contains { $0.kind.isExpectation }, "\(name)")
    }
}

/// `bench` reads a child's peak memory from the file the child writes when asked: the kernel's
/// figure for a child starts at the parent's, so without this the 10 000-scenario figure is
/// `bench`'s own size.
@Suite struct PeakRSSReportTests {
    @Test func aCommandWritesItsOwnPeakWhenTheEnvironmentNamesAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("peak").path
        _ = CommandRun.run(["help"], environment: [PeakRSSReport.variable: file])
        let peak = try #require(PeakRSSReport.read(file))
        #expect(peak > 1 && peak < 100_000)
        _ = CommandRun.run(["help"])
        #expect(PeakRSSReport.read(folder.appendingPathComponent("absent").path) == nil)
    }
}
