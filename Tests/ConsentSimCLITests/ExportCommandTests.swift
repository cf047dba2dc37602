import Foundation
import Testing
import TerminalUI
import Export
@testable import ConsentSimCLI

/// `consent-sim export`: arguments, exit codes, and the report on standard output.
@Suite struct ExportCommandTests {
    private func run(_ arguments: [String]) -> (code: ExitCode, output: CapturedOutput) {
        let terminal = ScriptedTerminal(width: 120, height: 40, script: [])
        let captured = CapturedOutput()
        let code = CommandLineTool.run(["export"] + arguments, context: CommandContext(terminal: terminal, clock: terminal.now,
                                                                                       output: captured.output, environment: [:]))
        return (code, captured)
    }

    @Test func missingOrContradictoryOptionsExit64() {
        let noFormat = run(["--out", "x"])
        #expect(noFormat.code == .usage)
        #expect(noFormat.output.err.hasPrefix("consent-sim: export needs --format radar-csv|radar-avro|radar-json|mhc|lamp\n"))
        #expect(run(["--format", "radar-csv"]).output.err.hasPrefix("consent-sim: export needs --out DIR"))
        let rate = run(["--format", "lamp", "--out", "x", "--decline-rate", "1.5"])
        #expect(rate.code == .usage)
        #expect(rate.output.err.hasPrefix("consent-sim: --decline-rate expects a number from 0 to 1, got 1.5"))
        #expect(run(["--format", "radar-csv", "--out", "x", "--lamp-legacy"]).code == .usage)
        #expect(run(["--format", "mhc", "--out", "x", "--radar-quirks"]).code == .usage)
        #expect(run(["--format", "csv", "--out", "x"]).output.err.contains("--format expects radar-csv or radar-avro"))
    }

    /// The project id names a folder under --out: one from the command line or from a study's
    /// CFBundleIdentifier that would lead outside it is refused before anything is written.
    @Test func aProjectIdThatLeavesTheOutputFolderExits64AndWritesNothing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        for id in ["../x", "..", "a/b", "", "x\u{1B}]0;t\u{7}"] {
            let r = run(["--format", "radar-json", "--days", "2", "--out", out, "--project-id", id])
            #expect(r.code == .usage, "\(id.debugDescription)")
            #expect(r.output.err.hasPrefix("consent-sim: --project-id \(id.debugDescription): "), "\(r.output.err)")
            #expect(!r.output.err.contains("\u{1B}"))
        }
        // A study sent by anyone: its bundle identifier climbs out of --out.
        let study = folder.appendingPathComponent("study")
        try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: study)
        let plist = study.appendingPathComponent("Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>org.example.sleepstudy</string>", with: "<string>../../escaped</string>")
            .write(to: plist, atomically: true, encoding: .utf8)
        let r = run([study.path, "--format", "radar-json", "--days", "2", "--out", out])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("CFBundleIdentifier \"../../escaped\" cannot name the project's folder under --out"), "\(r.output.err)")
        let besideOut = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(besideOut.allSatisfy { ["out", "study"].contains($0) }, "\(besideOut)")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escaped").path))
        // The same study with a project id of its own exports inside --out.
        #expect(run([study.path, "--format", "radar-json", "--days", "2", "--out", out, "--project-id", "sleep"]).code == .success)
        #expect(FileManager.default.fileExists(atPath: out + "/sleep"))
    }

    @Test func anOutputFolderThatCannotBeCreatedExits73() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let r = run(["--format", "lamp", "--days", "2", "--out", file.appendingPathComponent("out").path])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.hasPrefix("consent-sim: cannot create \(file.path)/out/participants.csv"))
    }

    @Test func anExportReportsRowsPerSensorAndKeepsStandardErrorQuiet() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["--format", "lamp", "--days", "3", "--participants", "2", "--out", folder.path])
        #expect(r.code == .success)
        #expect(r.output.err.isEmpty, "no progress bar when standard error is not a terminal")
        #expect(r.output.out.hasPrefix("Exported lamp to \(folder.path): 2 participants (2 enrolled), 3 days each"))
        #expect(r.output.out.contains("  onWristState: "))
        #expect(r.output.out.contains("  note: accelerometer: skipped, lamp has no shape for it"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("participants.csv").path))
    }

    @Test func theProgressLineShowsParticipantsDaysRowsAndRate() {
        var p = Export.ExportProgress()
        p.participants = 4
        p.participantsDone = 1
        p.days = 28
        p.daysDone = 14
        p.rows = 3_000_000
        p.elapsed = 2
        #expect(ExportProgressBar.line(p, width: 10) == "█████░░░░░ participants 1/4  days 14/28  rows 3000000  1.5 M rows/s")
    }
}
