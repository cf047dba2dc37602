import Foundation
import Testing
@testable import ConsentSimCLI

/// `consent-sim dossier`: the folder it writes and the refusals it names.
@Suite struct DossierCommandTests {
    private func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("dossier-cli-\(UUID().uuidString)") }

    @Test func writesTheDossierForABundledStudyInTwoLanguages() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,de", "--out", out.path])
        #expect(run.code == .success, "\(run.output.err)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("consent dossier"))
        for language in ["en", "de"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language)/screen-1.html").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language)/graph.dot").path))
        }
        #expect(run.output.out.contains("screens per language: en "), "\(run.output.out)")
    }

    @Test func badInputIsRefusedNamingTheOption() {
        let out = folder()
        let unknown = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,xx", "--out", out.path])
        #expect(unknown.code == .usage)
        #expect(unknown.output.err.contains("--lang xx"), "\(unknown.output.err)")
        let noOut = CommandRun.run(["dossier", Fixtures.sleepStudy.path])
        #expect(noOut.code == .usage)
        #expect(noOut.output.err.contains("--out"))
        let twice = CommandRun.run(["dossier", Fixtures.sleepStudy.path, "--lang", "en,en", "--out", out.path])
        #expect(twice.code == .usage)
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written on bad input")
    }
}
