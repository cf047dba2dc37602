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

/// The floor of `play`'s cost per scenario is measured on generated scenarios that launch and
/// check one status: each must pass, or `bench` leaves the figures out.
@Suite struct PlayFloorCopiesTests {
    @Test func theFloorsScenariosAllPass() throws {
        let captured = CapturedOutput()
        let copies = try #require(SeededFlowCopies(minimal: 3, captured.output))
        defer { copies.remove() }
        #expect(copies.files.count == 3)
        let run = CommandRun.run(["play", copies.folder.path])
        #expect(run.code == .success, "\(run.output.err)")
        #expect(run.output.out.contains("3 scenarios: 3 passed, 0 failed"), "\(run.output.out)")
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

/// The export's C anchor is checked against digests of the export's files, taken before they
/// are removed so the anchor writes into the memory they held: a digest must tell a changed byte
/// from none, whatever the file's length.
@Suite struct FileDigestTests {
    @Test func aDigestTellsTheSameBytesFromAChangedOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Longer than one read, so the bytes after the first chunk count too.
        var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: (1 << 20) + 4096)
        let a = folder.appendingPathComponent("a").path, b = folder.appendingPathComponent("b").path
        try Data(bytes).write(to: URL(fileURLWithPath: a))
        try Data(bytes).write(to: URL(fileURLWithPath: b))
        #expect(FileDigest(path: a) == FileDigest(path: b))
        bytes[bytes.count - 10] = UInt8(ascii: "8")
        try Data(bytes).write(to: URL(fileURLWithPath: b))
        #expect(FileDigest(path: a) != FileDigest(path: b))
        #expect(FileDigest(path: folder.appendingPathComponent("absent").path) == nil)
    }
}
