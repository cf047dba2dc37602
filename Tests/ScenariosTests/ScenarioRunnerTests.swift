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
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - next\n  - allow: accelerometer\n  - expectStatus: {accelerometer: authorized}\n")
        #expect(r.failure?.expected == "the sheet's page for accelerometer")
        #expect(r.failure?.found == "the page for ambientLightSensor (answer ambientLightSensor first; accelerometer is page 2 of 4)")
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

    @Test func screenshotsAndTranscriptsAreKept() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - screenshot: sheet\n  - advance: 90m\n  - expectEvent: launched\n", transcript: true)
        #expect(r.screenshots.first?.name == "sheet")
        #expect(r.screenshots.first?.screen.contains("Research Sensor & Usage Data Request") == true)
        #expect(r.transcript.count == 4)
        #expect(r.transcript.last?.clock == "2026-03-02 09:30:00")
    }

    @Test func anUnknownLanguageFailsTheSetupClearly() throws {
        let r = try run("study: ../studies/sleep-study\nlang: ja\nsteps:\n  - launch\n  - expectNoScreen: nothing\n")
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
          - launch
          - expectStatus: {accelerometer: authorized}
        """
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "s.yaml", folder: ScenarioRecorderTests.flows)
        let result = ScenarioRunner(scenario).run()
        let failure = try #require(result.failure)
        #expect(failure.step.line == 3)
        #expect(failure.found == "accelerometer has no switch: the participant was never asked about it")
    }
}
