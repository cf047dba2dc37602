import Foundation
import Testing
import Scenarios
@testable import ConsentSimCLI

/// `play` writes its reports as the results come in, keeping none: what it writes is what the
/// whole run's results would make at once (the JSON and JUnit reports start with totals, so
/// their entries wait in a spool), at any `--jobs`, and each transcript is on disk as soon as
/// its scenario is reported.
@Suite struct PlayStreamingTests {
    /// The bundled flows, with two failing scenarios beside them.
    static func failingFlows(in folder: URL) throws -> String {
        let failing = folder.appendingPathComponent("failing")
        try FileManager.default.createDirectory(at: failing, withIntermediateDirectories: true)
        for (name, step) in [("crash", "expectCrash: x"), ("wrong-status", "expectStatus: {accelerometer: denied}")] {
            try "name: Fails <\(name)> & says so\nstudy: \(Fixtures.sleepStudy.path)\nsteps:\n  - launch\n  - allowAll\n  - \(step)\n"
                .write(to: failing.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return failing.path
    }

    /// A report without its wall-clock times, the one thing two runs may differ in.
    static func timeless(_ report: String) -> String {
        report.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"seconds\" : ") }
            .map { $0.replacing(/\ time="[0-9.]+"/, with: "") }.joined(separator: "\n")
    }

    @Test(arguments: [1, 3])
    func theStreamedReportsAreWhatTheWholeRunMakes(jobs: Int) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = [Fixtures.flows.path, try Self.failingFlows(in: folder)]
        let junit = folder.appendingPathComponent("junit.xml").path
        let r = CommandRun.run(["play"] + paths + ["--exclude-tags", "motion", "--format", "json", "--junit", junit, "--jobs", String(jobs),
                                           "--screenshots", folder.path])
        #expect(r.code == .failure, Comment(rawValue: r.output.err))
        var results: [ScenarioResult] = []
        let outcome = try ScenarioPlayback(paths: paths).selecting(tags: [], excluding: ["motion"]).run { results.append($0) }
        #expect(outcome.count > 20 && outcome.count - outcome.passedCount == 2)
        #expect(results.contains { $0.notRun == ScenarioResult.excludedByTags })
        #expect(Self.timeless(r.output.out) == Self.timeless(PlayReport.json(results) + "\n"))
        #expect(Self.timeless(try String(contentsOfFile: junit, encoding: .utf8)) == Self.timeless(PlayReport.junit(results)))
        // The JSON names each case it did not play, and why, as JUnit does (it gave a count alone).
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.output.out.utf8)) as? [String: Any])
        let skipped = try #require(report["skippedScenarios"] as? [[String: Any]])
        #expect(skipped.count == report["skipped"] as? Int && skipped.count == results.filter { !$0.ran }.count)
        #expect(skipped.allSatisfy { ($0["reason"] as? String) == ScenarioResult.excludedByTags && ($0["file"] as? String)?.hasSuffix(".yaml") == true })
    }

    /// A file outside the working folder is named as the paths named it (a relative path
    /// stays relative), so a JUnit class name is the same on every CI runner; it was made
    /// absolute, and so held each runner's checkout folder.
    @Test func aFileOutsideTheWorkingFolderIsNamedAsGiven() throws {
        let here = FileManager.default.currentDirectoryPath.split(separator: "/")
        let up = String(repeating: "../", count: here.count)
        let flow = up + Fixtures.flows.path.dropFirst() + "/all-allowed.yaml"
        let folder = up + Fixtures.flows.path.dropFirst() + "/"
        var shown: [String] = []
        _ = try ScenarioPlayback(paths: [flow, folder], workingDirectory: "/nowhere").selecting(tags: ["smoke"], excluding: []).run {
            shown.append($0.scenario.file)
        }
        #expect(shown.first == flow)
        let all = try ScenarioFiles.find([Fixtures.flows.path]).files.count
        #expect(shown.count == all)
        #expect(shown.dropFirst().allSatisfy { $0.hasPrefix(folder) && !$0.hasPrefix(folder + "/") }, "\(shown.prefix(3))")
    }

    @Test func theTextReportIsWhatTheWholeRunMakes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = [Fixtures.flows.path, try Self.failingFlows(in: folder)]
        let r = CommandRun.run(["play"] + paths + ["--fail-fast", "--jobs", "2", "--screenshots", folder.path])
        var results: [ScenarioResult] = []
        _ = try ScenarioPlayback(paths: paths).run(failFast: true) { results.append($0) }
        let strip = { (s: String) in s.replacing(/, [0-9.]+ s\)/, with: ")") }
        #expect(strip(r.output.out) == strip(PlayReport.text(results, colour: false) + "\n"))
        #expect(r.output.out.hasSuffix("1 failed, 1 not run (--fail-fast)\n"))
    }

    /// A scenario's transcript is written when it is reported, before the next one is.
    @Test func eachTranscriptIsOnDiskWhenItsScenarioIsReported() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcripts = folder.appendingPathComponent("transcripts").path
        try FileManager.default.createDirectory(atPath: transcripts, withIntermediateDirectories: true)
        let reports = PlayReports(output: CapturedOutput().output, format: .text, colour: false, junit: nil, transcripts: transcripts)
        var seen: [String] = []
        _ = try ScenarioPlayback(paths: [Fixtures.flows.path]).run(keepTranscripts: true) { result in
            let onDisk = Set((try? FileManager.default.contentsOfDirectory(atPath: transcripts)) ?? [])
            #expect(onDisk.count == seen.count, "only the transcripts of the scenarios reported so far")
            reports.add(result)
            let name = URL(fileURLWithPath: result.scenario.file).deletingPathExtension().lastPathComponent + ".txt"
            #expect(FileManager.default.fileExists(atPath: transcripts + "/" + name))
            seen.append(name)
        }
        try reports.finish()
        #expect(seen.count == BundledFlowCount.count)
    }

    /// A transcript that cannot be written (a folder is where its file goes) ends the run with
    /// 73, naming it, and the others and the cast are still written.
    @Test func aLostTranscriptExits73AndKeepsTheRest() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcripts = folder.appendingPathComponent("t").path
        try FileManager.default.createDirectory(atPath: transcripts + "/all-allowed.txt", withIntermediateDirectories: true)
        let cast = folder.appendingPathComponent("run.cast").path
        let r = CommandRun.run(["play", ExitCodeTests.allAllowed, Fixtures.flows.appendingPathComponent("all-denied.yaml").path,
                                "--transcript", transcripts, "--cast", cast])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.contains("all-allowed.txt"), Comment(rawValue: r.output.err))
        #expect(FileManager.default.fileExists(atPath: transcripts + "/all-denied.txt"))
        #expect(FileManager.default.fileExists(atPath: cast))
    }
}
