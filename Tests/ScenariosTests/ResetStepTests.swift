import Foundation
import Testing
import Simulation
@testable import Scenarios

/// The `reset` step, its recording, and playing steps one at a time as autoplay does.
@Suite struct ResetStepTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")

    private func parse(_ yaml: String) throws -> Scenario {
        try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: Self.flows)
    }

    @Test func aResetStepStartsAgainFromAFreshInstall() throws {
        let r = ScenarioRunner(try parse("""
        study: ../studies/sleep-study
        steps:
          - launch
          - allowAll
          - done
          - advance: 2d
          - expectStatus: {accelerometer: authorized}
          - reset
          - expectStatus: {accelerometer: notDetermined, ambientLightSensor: notDetermined}
          - expectNoScreen: "Research Sensor & Usage Data Request"
          - launch
          - expectScreen: "Research Sensor & Usage Data Request"
          - expectEvent: "Reset to a fresh install"
        """)).run()
        #expect(r.passed, Comment(rawValue: r.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)" } ?? ""))
    }

    @Test func resetTakesNoValue() {
        #expect(throws: ScenarioFileError.self) { try parse("study: ../studies/sleep-study\nsteps:\n  - reset: now\n") }
    }

    @Test func aResetIsRecordedAsResetAndTheClockStartsAgain() throws {
        let sim = try ScenarioRunner.makeSimulation(try parse("study: ../studies/sleep-study\nsteps: [launch, {expectNoScreen: nothing}]\n"))
        let recorder = ScenarioRecorder(name: "walk", study: "../studies/sleep-study", seed: 1, start: sim.snapshot.now, watch: true, lang: nil)
        let actions: [Action] = [.launch, .activateFocused, .advance(86_400), .reset, .launch, .tick(realSeconds: 120), .activateFocused]
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        let yaml = recorder.yaml(finalState: sim.snapshot)
        // The two minutes after the reset are counted from the new start, not the old clock.
        #expect(yaml.contains("  - launch\n  - next\n  - advance: 1d\n  - reset\n  - launch\n  - advance: 2h\n  - next\n"))
        let replay = ScenarioRunner(try parse(yaml)).run()
        #expect(replay.passed, Comment(rawValue: replay.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)" } ?? ""))
    }

    @Test func goingBackReplaysToExactlyTheSameScreen() throws {
        let flow = try ScenarioParser.parse(contentsOf: Self.flows.appendingPathComponent("required-denied-change-choice.yaml"))
        let player = try StepPlayer(flow)
        for i in 0..<5 { #expect(player.perform(i) == nil) }
        let screen = ScenarioScreen.text(player.simulation.snapshot)
        for i in 5..<8 { _ = player.perform(i) }
        player.replay(upTo: 5)
        #expect(ScenarioScreen.text(player.simulation.snapshot) == screen)
        #expect(screen.contains("Is Required For this"))
    }

    @Test func autoplayAimsAtTheButtonAStepPresses() throws {
        let flow = try ScenarioParser.parse(contentsOf: Self.flows.appendingPathComponent("required-denied-change-choice.yaml"))
        let player = try StepPlayer(flow)
        #expect(player.target(of: 0) == nil)                 // launch: nothing on screen to press
        _ = player.perform(0)
        #expect(player.target(of: 1) == .sheetNext)
        #expect(player.target(of: 3) == .sheetDeny)
        #expect(player.target(of: 6) == .alertChangeChoice)
        #expect(player.caption(3) == "Decline Accelerometer")
        #expect(player.shownCount == 8 && player.shownBefore(4) == 4)
        #expect(player.isCheck(4) && !player.isCheck(3))
    }
}
