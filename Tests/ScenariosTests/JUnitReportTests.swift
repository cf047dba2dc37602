import Foundation
import Testing
@testable import Scenarios
import TerminalUI

/// The JUnit report as CI reads it: valid against the common JUnit schema (Tests/Schemas),
/// one suite per file, skipped scenarios reported, transcripts only for failures.
@Suite struct JUnitReportTests {
    static let schema = BundledScenarioTests.root.deletingLastPathComponent().appendingPathComponent("Tests/Schemas/junit.xsd")

    func run(_ yaml: String, file: String) throws -> ScenarioResult {
        let s = try ScenarioParser.parse(Data(yaml.utf8), file: file, folder: ScenarioRunnerTests.flows)
        return ScenarioRunner(s).run()
    }

    func sample() throws -> [ScenarioResult] {
        let pass = try run("name: It passes\nstudy: ../studies/sleep-study\nsteps:\n  - launch\n  - expectScreen: Research\n",
                           file: "flows/pass.yaml")
        let fail = try run("name: It <fails> & says so\nstudy: ../studies/sleep-study\nsteps:\n  - launch\n  - allowAll\n  - expectCrash: x\n",
                           file: "flows/nested/fail.yaml")
        let left = try ScenarioParser.parse(Data("name: Left out\ntags: [slow]\nstudy: ../studies/sleep-study\nsteps: [launch, {expectNoScreen: x}]\n".utf8),
                                            file: "flows/slow.yaml", folder: ScenarioRunnerTests.flows)
        return [pass, fail, .skipped(left, because: ScenarioResult.excludedByTags)]
    }

    /// `xmllint --schema` (libxml2-utils, installed by `make test`) on the report.
    func validate(_ xml: String) throws -> (ok: Bool, said: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["xmllint", "--noout", "--schema", Self.schema.path, file.path]
        let output = Pipe()
        p.standardOutput = output
        p.standardError = output
        try p.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus == 0, said)
    }

    @Test func theReportIsValidAgainstTheJUnitSchema() throws {
        let (ok, said) = try validate(PlayReport.junit(try sample()))
        #expect(ok, Comment(rawValue: said))
    }

    /// The report of a run that invalid files stopped (exit 64) is valid too: an `<error>` case
    /// a file, its problems the error's text.
    @Test func theInvalidFilesReportIsValidAgainstTheJUnitSchema() throws {
        let xml = PlayReport.junit(invalid: [.init(file: "flows/bad.yaml", problems: ["flows/bad.yaml:5:5: unknown step \"bogus\"", "flows/bad.yaml:6:5: <&>"])])
        let (ok, said) = try validate(xml)
        #expect(ok, Comment(rawValue: said))
        #expect(xml.contains(#"tests="1" failures="0" errors="1" skipped="0""#) && xml.contains("&lt;&amp;&gt;"))
    }

    /// A scenario named with a noncharacter (U+FFFE, which YAML's "\uFFFE" writes) made the
    /// whole report unreadable ("Char 0xFFFE out of allowed range"): XML 1.0 forbids it in any
    /// form. It is left out, as a control character is, in the name and the transcript alike.
    @Test func aNoncharacterInAScenarioLeavesTheReportValid() throws {
        let failing = try run("name: \"Odd \\uFFFE\\uFFFF name\"\nstudy: ../studies/sleep-study\nsteps:\n  - launch\n  - expectScreen: Nope\n",
                              file: "flows/odd.yaml")
        #expect(failing.scenario.name == "Odd \u{FFFE}\u{FFFF} name")
        let xml = PlayReport.junit([failing])
        let (ok, said) = try validate(xml)
        #expect(ok, Comment(rawValue: said))
        #expect(xml.contains("name=\"Odd  name\""))
        #expect(XMLText.escaped("a\u{FFFE}b\u{FFFF}c\u{FFFD}") == "abc\u{FFFD}", "U+FFFD, the replacement character, is allowed")
    }

    /// The check can fail: a report missing what the schema requires is refused.
    @Test func theSchemaRefusesATestcaseWithoutClassname() throws {
        let xml = PlayReport.junit(try sample()).replacingOccurrences(of: "classname=\"flows.pass\" ", with: "")
        let (ok, said) = try validate(xml)
        #expect(!ok)
        #expect(said.contains("classname"))
    }

    @Test func oneSuitePerFileWithTheFilesPathAsClassname() throws {
        let xml = PlayReport.junit(try sample())
        #expect(xml.contains("<testsuite name=\"flows.pass\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\""))
        #expect(xml.contains("<testcase classname=\"flows.nested.fail\" name=\"It &lt;fails&gt; &amp; says so\""))
        #expect(xml.contains("file=\"flows/nested/fail.yaml\">"), "the path as it is")
        #expect(xml.contains("<testsuite name=\"flows.slow\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\""))
        #expect(xml.contains("<skipped message=\"left out by the tags\"/>"))
        #expect(xml.contains("<testsuites name=\"consent-sim play\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\""))
    }

    /// A passing scenario has no `<system-out>`; a failing one has the transcript up to the failing step.
    @Test func onlyAFailureCarriesItsTranscript() throws {
        let xml = PlayReport.junit(try sample())
        let cases = xml.components(separatedBy: "<testcase ").dropFirst()
        #expect(cases.count == 3)
        #expect(cases.filter { $0.contains("<system-out>") }.count == 1)
        let failing = try #require(cases.first { $0.contains("<failure") })
        #expect(failing.contains("line 5: allowAll"))
        #expect(failing.contains("line 6: expectCrash: x"))
        #expect(failing.contains("participant: Sheet: Allow Collection &amp; Sharing for accelerometer"))
        #expect(failing.contains("scenario: It &lt;fails&gt; &amp; says so"), "the header opens the transcript")
    }

    /// Jenkins reads a class name's package up to its last dot: `suite.v2/fail.me.yaml` was
    /// the class `me` in a package `suite.v2/fail`, and `flows/all-allowed` a class of that
    /// whole name in no package. The folders are the packages, and a dot in a name is `_`.
    @Test func classNamesAreTheFoldersAsJenkinsPackages() {
        let cases: [(String, String)] = [
            ("Scenarios/flows/all-allowed.yaml", "Scenarios.flows.all-allowed"), ("suite.v2/fail.me.yaml", "suite_v2.fail_me"),
            ("flow.yaml", "flow"), ("/ci/work.space/flows/a.yaml", "ci.work_space.flows.a"), ("a/b/c.yml", "a.b.c"),
            ("motion-alert-ios17.4.yaml", "motion-alert-ios17_4"), ("", ""), ("flows/README", "flows.README"),
            ("Studien/Schlaf.über/ä.b.yaml", "Studien.Schlaf_über.ä_b"), ("流れ//テスト.v2.yaml", "流れ.テスト_v2"),
        ]
        for (file, classname) in cases { #expect(PlayReport.classname(file) == classname, "\(file.debugDescription)") }
        // Whatever the path, the last dot parts the folders from the file's stem.
        for file in ScenarioStemTests.files + ["./a.yaml", "../x/a.yaml", "a//b.c/d.e.yaml"] {
            let stem = ((file as NSString).deletingPathExtension as NSString).lastPathComponent
            let name = PlayReport.classname(file)
            #expect(name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) == stem.replacingOccurrences(of: ".", with: "_")
                    || stem.isEmpty || stem == "/", "\(file.debugDescription): \(name)")
        }
    }
}
