import Foundation
import Testing
@testable import Scenarios

/// Input the stress run found crashing, hanging or silently accepted: each is now an error at
/// its line and column before anything runs.
@Suite struct ScenarioBoundsTests {
    static let folder = ScenarioParserTests.folder

    func errors(_ yaml: String) -> [ScenarioError] {
        do { _ = try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: Self.folder); return [] } catch {
            return error.errors
        }
    }

    func steps(_ lines: String) -> String { "study: ../studies/sleep-study\nsteps:\n  - launch\n" + lines }

    @Test(arguments: ["1e308s", "infd", "nan", "9223372036854775807s", "401d", "1e400"])
    func anAdvanceBeyondFourHundredDaysIsRefusedWhereItIsWritten(duration: String) {
        let e = errors(steps("  - advance: \(duration)\n"))
        #expect(e.count == 1)
        #expect(e.first.map { "\($0.line):\($0.column)" } == "4:14")
    }

    @Test func advancesAddingUpBeyondFourHundredDaysAreRefused() {
        let e = errors(steps("  - advance: 300d\n  - advance: 200d\n"))
        #expect(e.map(\.line) == [5])
        #expect(e.first?.message.contains("add up to more than 400 days") == true)
        #expect(errors(steps("  - advance: 200d\n  - advance: 200d\n  - expectNoScreen: x\n")).isEmpty)
    }

    /// A window refused for its length is one error: it also said "fetch: give last: 24h, or
    /// both from: and to:", though last: was given.
    @Test func aFetchWindowTooLongIsOneErrorNotAlsoAMissingWindow() {
        let e = errors(steps("  - fetch: {sensor: accelerometer, last: 401d}\n  - expectNoScreen: x\n"))
        #expect(e.map(\.message) == ["last: 401d is longer than 400 days, the most one step or window may span"], "\(e)")
        #expect(errors(steps("  - fetch: {sensor: accelerometer}\n  - expectNoScreen: x\n")).first?.message.hasPrefix("fetch: give last: 24h") == true)
    }

    @Test func fetchWindowsAndLagsAreBoundedToo() {
        #expect(errors(steps("  - fetch: {sensor: accelerometer, from: -1e300d, to: -1d}\n")).first?.line == 4)
        #expect(errors("study: ../studies/sleep-study\napp: {fetchLag: infh}\nsteps: [launch]\n").first?.line == 2)
        #expect(errors("study: ../studies/sleep-study\nstart: 9999-01-01T00:00:00Z\nsteps: [launch]\n").first?.line == 2)
    }

    @Test func deepNestingIsRefusedQuicklyWithItsPlace() {
        let clock = ContinuousClock()
        let started = clock.now
        let e = errors("name: t\nsteps: " + String(repeating: "[", count: 50_000))
        #expect(clock.now - started < .seconds(2))
        #expect(e.first?.line == 2)
        #expect(e.first?.message.contains("nested more than 32 levels") == true)
    }

    @Test func aHeaderKeyGivenTwiceIsAnError() {
        let e = errors("name: a\nstudy: ../studies/sleep-study\nname: b\nsteps: [launch]\n")
        #expect(e.first.map { "\($0.line):\($0.column)" } == "3:1")
        #expect(e.first?.message.contains("name is given twice") == true)
    }

    @Test func aSecondDocumentIsAnError() {
        let e = errors("study: ../studies/sleep-study\nsteps: [launch]\n---\nname: other\n")
        #expect(e.first?.line == 3)
        #expect(e.first?.message.contains("second YAML document") == true)
    }

    @Test func anEmptyTagListIsAnError() {
        #expect(errors("study: ../studies/sleep-study\ntags: []\nsteps: [launch]\n").first?.line == 2)
    }

    @Test func overlongValuesAndPatternsAreRefused() {
        let long = String(repeating: "x", count: ScenarioLimits.maximumPatternLength + 1)
        #expect(errors(steps("  - expectScreen: \"\(long)\"\n")).first?.line == 4)
        #expect(errors(steps("  - screenshot: \(String(repeating: "y", count: 2_000))\n")).first?.line == 4)
    }

    /// `advance: 99999999d` with the sheet up once grew memory by 190 MB/s: the longest advance
    /// allowed now ends quickly with the sheet still waiting, and memory stays flat.
    @Test func fourHundredDaysWithTheSheetUpEndQuicklyInBoundedMemory() throws {
        let yaml = steps("  - advance: 400d\n  - expectScreen: \"Research Sensor & Usage Data Request\"\n")
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "t.yaml", folder: Self.folder)
        let before = Self.residentMB()
        let clock = ContinuousClock()
        let started = clock.now
        let result = ScenarioRunner(scenario).run()
        #expect(result.passed)
        #expect(clock.now - started < .seconds(20))
        #expect(Self.residentMB() - before < 100)
    }

    static func residentMB() -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    /// `play /` once walked the whole file system (and /proc without end).
    @Test func aFolderTooLargeToSearchIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for i in 0..<5 { try FileManager.default.createDirectory(at: folder.appendingPathComponent("d\(i)/e"), withIntermediateDirectories: true) }
        #expect(throws: ScenarioFiles.SearchError.self) { try ScenarioFiles.find([folder.path], maximumEntries: 8) }
        #expect(try ScenarioFiles.find([folder.path], maximumEntries: 10).files.isEmpty)
    }

    /// A folder whose name ends in `.yaml` inside a searched folder was taken for a scenario
    /// file and refused as "a folder, not a file" (exit 64, nothing played), though named
    /// itself it is searched as the folder it is: its scenarios are found, it is not one.
    @Test func aFolderNamedLikeAScenarioIsSearchedNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-yamlfolder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("suite.yaml"), withIntermediateDirectories: true)
        for name in ["a.yaml", "suite.yaml/b.yaml"] { try Data().write(to: folder.appendingPathComponent(name)) }
        #expect(try ScenarioFiles.find([folder.path]).files.map(\.lastPathComponent) == ["a.yaml", "b.yaml"])
        #expect(try ScenarioFiles.find([folder.appendingPathComponent("suite.yaml").path]).files.map(\.lastPathComponent) == ["b.yaml"])
    }

    /// A file named beside its folder, or twice, is found once: it played and counted twice.
    @Test func aFileNamedTwiceIsFoundOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.yaml", "sub/b.yaml"] { try Data().write(to: folder.appendingPathComponent(name)) }
        let b = folder.appendingPathComponent("sub/b.yaml").path
        let found = try ScenarioFiles.find([b, folder.path, folder.path + "/sub/../sub/b.yaml"]).files.map(\.lastPathComponent)
        #expect(found == ["b.yaml", "a.yaml"])
    }

    /// `play .` at a repository root read SwiftPM's `.build/debug.yaml`, `.github/workflows/ci.yml`
    /// and `.gitlab-ci.yml` as scenarios, all invalid, and ran nothing (exit 64). Hidden files
    /// and folders are not searched, and not counted against the limit; one named itself is found.
    @Test func hiddenFilesAndFoldersAreNotSearched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-hidden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in [".build", ".github/workflows", "flows"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for name in [".build/debug.yaml", ".github/workflows/ci.yml", ".gitlab-ci.yml", "flows/a.yaml", "flows/.draft.yaml"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        #expect(try ScenarioFiles.find([folder.path]).files.map(\.lastPathComponent) == ["a.yaml"])
        #expect(try ScenarioFiles.find([folder.path], maximumEntries: 2).files.count == 1, "flows and flows/a.yaml")
        let named = folder.appendingPathComponent(".gitlab-ci.yml").path
        #expect(try ScenarioFiles.find([named]).files.map(\.lastPathComponent) == [".gitlab-ci.yml"])
        #expect(try ScenarioFiles.find([folder.appendingPathComponent(".github").path]).files.map(\.lastPathComponent) == ["ci.yml"])
    }

    @Test func plainTextIsMatchedLiterally() throws {
        #expect(try TextPattern.text("promptDeclined (4)").occurs(in: ["requestAuthorization failed: promptDeclined (4)"]))
        #expect(try !TextPattern.text("a.c").occurs(in: ["abc"]))
        #expect(try TextPattern.regex("a.c").occurs(in: ["abc"]))
    }
}
