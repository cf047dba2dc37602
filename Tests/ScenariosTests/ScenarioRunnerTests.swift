import Foundation
import Testing
@testable import Scenarios

@Suite struct ScenarioRunnerTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")

    func run(_ yaml: String, transcript: Bool = false) throws -> ScenarioResult {
        let s = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: Self.flows)
        return ScenarioRunner(s, keepTranscript: transcript).run()
    }

    @Test func aWrongExpectationFailsWithAPlainMessage() throws {
        let r = try run("""
        study: ../studies/sleep-study
        steps:
          - launch
          - allowAll
          - done
          - expectStatus: {accelerometer: denied}
        """)
        let f = try #require(r.failure)
        #expect(f.step.line == 6)
        #expect(f.expected == "accelerometer to be denied")
        #expect(f.found == "accelerometer is authorized")
        #expect(f.screen.contains("Sleep Study"))
        let text = PlayReport.text([r], colour: false)
        #expect(text.contains("FAIL  qa"))
        #expect(text.contains("at qa.yaml:6: expectStatus: {accelerometer: denied}"))
        #expect(text.contains("expected accelerometer to be denied"))
    }

    @Test func answeringTheWrongSensorSaysWhichPageIsShown() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - next\n  - allow: accelerometer\n")
        #expect(r.failure?.expected == "the sheet's page for accelerometer")
        #expect(r.failure?.found == "the page for ambientLightSensor")
    }

    @Test func pressUsesTheKeyMap() throws {
        let r = try run("""
        study: ../studies/sleep-study
        steps:
          - launch
          - press: [Enter, Tab, Enter]
          - expectStatus: {ambientLightSensor: notDetermined}
          - expectScreen: "2 of 4"
        """)
        #expect(r.passed, Comment(rawValue: r.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }

    @Test func junitHasTheCommonShape() throws {
        let pass = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n", transcript: true)
        let fail = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectCrash: x\n")
        let xml = PlayReport.junit([pass, fail])
        // Parse with a real XML parser (Python's ElementTree) and walk the JUnit shape.
        let check = """
        import sys, xml.etree.ElementTree as E
        root = E.fromstring(sys.stdin.read())
        assert root.tag == "testsuites", root.tag
        suites = root.findall("testsuite"); assert len(suites) == 1
        s = suites[0]; assert s.get("tests") == "2" and s.get("failures") == "1", s.attrib
        cases = s.findall("testcase"); assert len(cases) == 2
        assert "line 3: launch" in cases[0].find("system-out").text
        f = cases[1].find("failure"); assert f is not None and "crashed" in f.get("message")
        assert cases[1].find("system-out") is not None
        print("ok")
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", check]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = output
        try p.run()
        input.fileHandleForWriting.write(Data(xml.utf8))
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0 && said.hasPrefix("ok"), Comment(rawValue: said))
    }

    @Test func screenshotsAndTranscriptsAreKept() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - screenshot: sheet\n  - advance: 90m\n", transcript: true)
        #expect(r.screenshots.first?.name == "sheet")
        #expect(r.screenshots.first?.screen.contains("Research Sensor & Usage Data Request") == true)
        #expect(r.transcript.count == 3)
        #expect(r.transcript.last?.clock == "2026-03-02 09:30:00")
    }

    @Test func anUnknownLanguageFailsTheSetupClearly() throws {
        let r = try run("study: ../studies/sleep-study\nlang: ja\nsteps:\n  - launch\n")
        #expect(r.failure?.found.contains("lang: ja — the study has no such localization (it has: de, en)") == true)
    }
}

@Suite struct SettingsStepTests {
    /// A Settings step for a sensor the participant was never asked about fails and says why.
    @Test func switchingANeverAskedSensorFailsTheStep() throws {
        let yaml = """
        study: ../studies/sleep-study
        steps:
          - settings: {allow: [accelerometer]}
        """
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "s.yaml", folder: ScenarioRecorderTests.flows)
        let result = ScenarioRunner(scenario).run()
        let failure = try #require(result.failure)
        #expect(failure.step.line == 3)
        #expect(failure.found == "accelerometer has no switch: the participant was never asked about it")
    }
}
