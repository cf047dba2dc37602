import Foundation
import Testing
import Simulation
@testable import Scenarios

/// A transcript lists, under each step, exactly the events that step caused.
@Suite struct TranscriptTests {
    static let flows = BundledScenarioTests.root.appendingPathComponent("flows")

    /// Played on the delegate API, whose callback order the line-by-line expectations spell out
    /// (the `SRReader` app writes the same lines per step, in its own order within an instant:
    /// see `StudyAppAPIScenarioTests`).
    func play(_ name: String) throws -> (ScenarioResult, ConsentSimulation, Int) {
        var scenario = try ScenarioParser.parse(contentsOf: Self.flows.appendingPathComponent(name), displayName: name)
        scenario.app.api = .delegate
        let (result, sim, setup) = ScenarioRunner(scenario, keepTranscript: true).play()
        return (result, try #require(sim), setup)
    }

    /// Each step's lines, as `play --transcript` writes them.
    func lines(_ result: ScenarioResult, line: Int) -> [String] {
        result.transcript.first { $0.step.line == line }?.events ?? ["(no step at line \(line))"]
    }

    /// A screen in a transcript is its rows, each indented under the step, split where a
    /// character-by-character reading splits it: a carriage return and line feed stay one.
    @Test func aScreenIsIndentedRowByRow() {
        for screen in ["a\nb", "│ é 日本\n\n  x  ", "end\n", "\nstart", "cr\r\nlf\rlone\r\n\n", "one", "", "\n", "\r\n"] {
            let byCharacters = screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    │ " + $0 }.joined(separator: "\n")
            #expect(PlayReport.indentedScreen(screen) == byCharacters, "\(screen.debugDescription)")
        }
        #expect(PlayReport.indentedScreen("a\nb") == "    │ a\n    │ b")
    }

    /// A failing scenario's transcript (its file, and JUnit's `<system-out>`) ends with the step
    /// that failed and what was expected and found: it listed that step as it lists one that
    /// passed, so read alone it looked like a run that passed; a passing one says nothing more.
    @Test func aFailedScenariosTranscriptSaysWhichStepFailedAndWhy() throws {
        let yaml = "study: ../studies/sleep-study\nsteps:\n  - launch\n  - allowAll\n  - done\n  - expectStatus: {accelerometer: denied}\n  - advance: 1d\n"
        let failed = ScenarioRunner(try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: Self.flows), keepTranscript: true).run()
        let text = PlayReport.transcript(failed)
        #expect(text.hasSuffix("\nFAILED at line 6: expectStatus: {accelerometer: denied}\n    expected accelerometer to be denied\n    found    accelerometer is authorized"),
                Comment(rawValue: String(text.suffix(300))))
        #expect(!text.contains("line 7:"))
        let passing = yaml.replacingOccurrences(of: "denied}", with: "authorized}")
        let passed = ScenarioRunner(try ScenarioParser.parse(Data(passing.utf8), file: "qa.yaml", folder: Self.flows), keepTranscript: true).run()
        #expect(passed.passed && !PlayReport.transcript(passed).contains("FAILED"))
        // With a screenshot taken on the way it still ends so (README: "ends with FAILED at line N:"):
        // the screenshots were listed after it.
        let shot = yaml.replacingOccurrences(of: "  - done\n", with: "  - done\n  - screenshot: review\n")
        let shotFailed = ScenarioRunner(try ScenarioParser.parse(Data(shot.utf8), file: "qa.yaml", folder: Self.flows), keepTranscript: true).run()
        let shotText = PlayReport.transcript(shotFailed)
        #expect(shotText.contains("\nscreenshot review:\n"))
        #expect(shotText.hasSuffix("\nFAILED at line 7: expectStatus: {accelerometer: denied}\n    expected accelerometer to be denied\n    found    accelerometer is authorized"),
                Comment(rawValue: String(shotText.suffix(300))))
    }

    /// A `say:` written as a block over several lines was labelled with its first line alone
    /// in the transcript: the others stood at the margin, read as neither the step nor its
    /// events. A step's label is one line, its line breaks written `\n`, as YAML reads them.
    @Test func aMultiLineSayIsLabelledOnOneLine() throws {
        let yaml = "study: ../studies/sleep-study\nsteps:\n  - say: |\n      First line.\n      Second line.\n  - launch\n"
            + "  - expectScreen: \"Research Sensor\"\n"
        let scenario = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: Self.flows)
        let result = ScenarioRunner(scenario, keepTranscript: true).run()
        #expect(result.passed)
        let lines = PlayReport.transcript(result).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("] line 3: say: \"First line.\\nSecond line.\\n\"") }, Comment(rawValue: lines.prefix(8).joined(separator: "\n")))
        #expect(!lines.contains("Second line."))
        // Read back, the label is the step it names.
        let again = try ScenarioParser.parse(Data(("study: ../studies/sleep-study\nsteps:\n  - " + result.transcript[0].step.source
            + "\n  - launch\n  - expectScreen: \"Research Sensor\"\n").utf8), file: "qa.yaml", folder: Self.flows)
        #expect(again.steps[0].kind == scenario.steps[0].kind)
    }

    @Test func allAllowedLineByLine() throws {
        let (result, _, _) = try play("all-allowed.yaml")
        #expect(result.passed)
        let t = "2026-03-02 08:00:00"
        #expect(lines(result, line: 6) == [
            "\(t) app: The study app launched",
            "\(t) app: requestAuthorization(ambientLightSensor, accelerometer, onWristState, wristTemperature)",
            "\(t) system: Research Sensor & Usage Data sheet: ambientLightSensor, accelerometer, onWristState, wristTemperature",
        ])
        #expect(lines(result, line: 7) == [])
        #expect(lines(result, line: 8) == ["\(t) participant: Sheet: page 1"])
        #expect(lines(result, line: 9) == ["\(t) participant: Sheet: Allow Collection & Sharing for ambientLightSensor",
                                           "\(t) participant: Sheet: page 2"])
        #expect(lines(result, line: 12) == ["\(t) participant: Sheet: Allow Collection & Sharing for wristTemperature",
                                            "\(t) participant: Sheet: the review page"])
        #expect(lines(result, line: 13) == [])
        // Done: the answers land, the app hears them, and it starts recording and asks for devices.
        #expect(lines(result, line: 14) == [
            "\(t) participant: Sheet: Done",
            "\(t) system: ambientLightSensor → authorized (sheet)",
            "\(t) system: accelerometer → authorized (sheet)",
            "\(t) system: onWristState → authorized (sheet)",
            "\(t) system: wristTemperature → authorized (sheet)",
            "\(t) app: ambientLightSensor didChange authorized",
            "\(t) system: ambientLightSensor recording started (org.example.sleepstudy)",
            "\(t) app: accelerometer didChange authorized",
            "\(t) system: accelerometer recording started (org.example.sleepstudy)",
            "\(t) app: onWristState didChange authorized",
            "\(t) system: onWristState recording started (org.example.sleepstudy)",
            "\(t) app: wristTemperature didChange authorized",
            "\(t) system: wristTemperature recording started (org.example.sleepstudy)",
            "\(t) app: requestAuthorization completed",
            "\(t) app: ambientLightSensor willStartRecording",
            "\(t) app: accelerometer willStartRecording",
            "\(t) app: onWristState willStartRecording",
            "\(t) app: wristTemperature willStartRecording",
            // Each sensor records once: the request's completion does not ask again.
            "\(t) app: ambientLightSensor didFetch devices: none yet",
            "\(t) app: accelerometer didFetch devices: none yet",
            "\(t) app: onWristState didFetch devices: none yet",
            "\(t) app: wristTemperature didFetch devices: none yet",
        ])
        for line in 15...18 { #expect(lines(result, line: line) == [], "line \(line) is a check: it causes nothing") }
        // Two days on: two daily fetch rounds at 03:00, each device listing then fetches.
        let advance = lines(result, line: 19)
        #expect(advance.first == "2026-03-03 03:00:00 app: ambientLightSensor didFetch devices: iPhone")
        #expect(advance.filter { $0.hasPrefix("2026-03-03 03:00:00 app: ") }.count == 9)
        #expect(advance.filter { $0.hasPrefix("2026-03-04 03:00:00 app: ") }.count == 9)
        #expect(advance.contains { $0.hasPrefix("2026-03-04 03:00:00 app: accelerometer didCompleteFetch from iPhone: ") })
        // A fetch that returns nothing while data is held says so, the first night's included.
        let held = advance.filter { $0.contains(" system: ") && $0.contains("0 results, as expected") }
        #expect(held.contains { $0.hasPrefix("2026-03-03 03:00:00 system: accelerometer from iPhone: 0 results") })
        // Every empty fetch also names its reason (the first night's windows end before recording started).
        let why = advance.filter { $0.contains(" system: ") && $0.contains("no results (beforeRecording)") }
        #expect(!why.isEmpty)
        #expect(advance.count == 18 + held.count + why.count)
    }

    /// For every bundled flow: the steps' lines, joined, are the simulation's whole journal
    /// after its setup — nothing lost, nothing twice, nothing under the wrong step.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: flows.path).filter { $0.hasSuffix(".yaml") }.sorted())
    func stepsPartitionTheJournal(name: String) throws {
        let (result, sim, setup) = try play(name)
        let journal = sim.journal.dropFirst(setup).map(ScenarioRunner.line)
        #expect(result.transcript.flatMap(\.events) == Array(journal), "\(name)")
        // A check never causes anything.
        for entry in result.transcript where entry.step.source.hasPrefix("expect") {
            #expect(entry.events.isEmpty, "\(name):\(entry.step.line) \(entry.step.source)")
        }
    }
}
