import Foundation
import Testing
@testable import ConsentSimCLI

/// A study's text holding a bidirectional override reached `check` and `week` as itself, where
/// "Sleep \u{202E}ydutS" reads as "Sleep Study" in a terminal, a browser and a CI page, so a
/// study file could reorder what the reviewer sees; the phone's screen, and so the report, the
/// transcript and the JUnit file, dropped it without a word. It is shown escaped everywhere.
extension ExitCodeTests {
    @Test func aBidirectionalOverrideInAStudysTextIsShownEscapedInEveryReport() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = folder.appendingPathComponent("study")
        try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: study)
        let strings = study.appendingPathComponent("en.lproj/InfoPlist.strings")
        let text = try String(contentsOf: strings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"CFBundleDisplayName\" = \"Sleep Study\";",
                                           with: "\"CFBundleDisplayName\" = \"Sleep \\U202EydutS\";").utf8).write(to: strings)
        // Fails on purpose, so the report shows the screen, with the app's name on it.
        try "name: \"bidi \\u202Eeman\"\nstudy: study\nsteps:\n  - launch\n  - expectScreen: nothing like this\n"
            .write(to: folder.appendingPathComponent("bidi.yaml"), atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml").path
        let transcripts = folder.appendingPathComponent("out").path
        let r = run(["play", folder.appendingPathComponent("bidi.yaml").path, "--junit", junit, "--transcript", transcripts])
        #expect(r.code == .failure, Comment(rawValue: r.output.err))
        let transcript = try String(contentsOfFile: transcripts + "/bidi.txt", encoding: .utf8)
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        for (what, shown) in [("the report", r.output.out), ("the transcript", transcript), ("the JUnit file", report)] {
            #expect(shown.contains("Sleep \\u{202E}ydutS") && shown.contains("bidi \\u{202E}eman"), "\(what): \(shown)")
            #expect(!shown.unicodeScalars.contains("\u{202E}"), "\(what) holds the override as itself")
        }
        let check = run(["check", study.path])
        #expect(check.output.out.contains("Sleep \\u{202E}ydutS") && !check.output.out.unicodeScalars.contains("\u{202E}"), "\(check.output.out)")
        let json = run(["play", folder.appendingPathComponent("bidi.yaml").path, "--format", "json"])
        #expect(json.output.out.contains("\"bidi \\u202eeman\"") && json.output.out.contains("Sleep \\\\u{202E}ydutS"), "\(json.output.out)")
        #expect(!json.output.out.unicodeScalars.contains("\u{202E}"))
    }
}
