import Foundation
import Testing
import Simulation
import TerminalUI
@testable import Scenarios

/// A walk through the demo, recorded, replays to the same state and the same log: every key
/// the demo knows is pressed, with the clock running between presses as it does on screen.
@Suite struct RecordedReplayTests {
    /// A key or a click on the control `id`, then this much real time at the demo's speed.
    enum Input { case key(Key), click(ControlID), wait(Double) }

    /// What the demo's loop does with one input: the key map's action, sent and recorded.
    func walk(_ inputs: [Input], study: String = "../studies/sleep-study") throws -> (yaml: String, sim: ConsentSimulation) {
        let header = try ScenarioParser.parse(Data("study: \(study)\nsteps: [launch, {expectNoScreen: nothing}]\n".utf8),
                                              file: "h.yaml", folder: ScenarioRecorderTests.flows)
        let sim = try ScenarioRunner.makeSimulation(header)
        let recorder = ScenarioRecorder(name: "Every key", study: study, seed: 1, start: sim.snapshot.now, watch: true, lang: nil)
        func send(_ a: Action) { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        send(.launch)
        for input in inputs {
            let screen = AppView.render(sim.snapshot, width: 120, height: 40, colour: false)
            switch input {
            case .wait(let real): send(.tick(realSeconds: real))
            case .key(let key):
                if case .action(let a)? = KeyMap.command(for: key, in: sim.snapshot, screen: screen) { send(a) }
            case .click(let id):
                let spot = try #require(screen.hotspots.last { $0.control == id }, "no \(id) on screen")
                if case .action(let a)? = KeyMap.command(for: .mouse(x: spot.x, y: spot.y), in: sim.snapshot, screen: screen) { send(a) }
            }
        }
        return (recorder.yaml(finalState: sim.snapshot), sim)
    }

    @Test func aWalkUsingEveryKeyReplaysToTheSameEventsAndLog() throws {
        let keys: [Input] = [
            .wait(0.7), .key(.char("?")), .wait(0.3), .key(.char("?")),             // help on and off
            .key(.enter), .wait(1.1),                                                // Next
            .key(.tab), .key(.backTab), .key(.down), .key(.up), .key(.right), .key(.left),
            .click(.sheetAllow), .wait(0.4),                                         // allow ambient light
            .key(.escape), .wait(0.2),                                               // back to it
            .key(.space), .wait(0.25),                                               // answer it again
            .click(.sheetDeny), .wait(2),                                            // deny the Required accelerometer
            .key(.enter), .wait(0.5),                                                // the alert's focused button
            .click(.sheetAllow), .click(.sheetAllow), .click(.sheetDeny), .wait(0.9),
            .click(.sheetDone), .wait(3.3),
            .key(.char("p")), .wait(5), .key(.char("p")),                           // paused: the clock stands
            .key(.char("+")), .wait(0.6), .key(.char("-")), .key(.char("=")), .key(.char("-")),
            .key(.char("]")), .wait(1.5), .key(.char("}")), .key(.char("}")), .wait(0.35),
            .key(.char("f")), .wait(0.45),                                           // fetch now
            .key(.pageUp), .key(.pageDown),
            .key(.char("s")), .wait(1), .click(.settingsOpenResearch), .click(.settingsOpenStudy),
            .click(.settingsSensor(.ambientLightSensor)), .wait(2.2), .key(.escape), .click(.settingsCollection),
            .wait(0.5), .click(.collectionOffCancel), .click(.settingsCollection),                   // asked, kept on; asked again
            .wait(0.5), .click(.collectionOffTurnOff),
            .wait(0.75), .click(.settingsCollection), .key(.escape), .key(.escape), .wait(1),
            .key(.char("]")), .key(.char("f")), .wait(0.3),
        ]
        let (yaml, walked) = try walk(keys)
        #expect(yaml.contains("  - fetchNow\n"))
        // The alert's answers are steps of their own after the step that met it.
        #expect(yaml.contains("  - cancel\n") && yaml.contains("  - turnOff\n"), Comment(rawValue: yaml))
        let replay = try ScenarioParser.parse(Data(yaml.utf8), file: "recorded.yaml", folder: ScenarioRecorderTests.flows)
        let (result, sim, _) = ScenarioRunner(replay).play()
        #expect(result.passed, Comment(rawValue: result.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)\n\(yaml)" } ?? ""))
        let replayed = try #require(sim)
        // Events to the second, as transcripts and the log show them.
        let lines = { (s: ConsentSimulation) in s.journal.map(ScenarioRunner.line) }
        #expect(lines(replayed) == lines(walked), Comment(rawValue: yaml))
        // The typed events themselves, at the same times (the file keeps the clock to the millisecond).
        #expect(replayed.journal.map(\.kind) == walked.journal.map(\.kind))
        #expect(zip(replayed.journal, walked.journal).allSatisfy { abs($0.time - $1.time) < 0.002 })
        #expect(replayed.snapshot.log.map(\.text) == walked.snapshot.log.map(\.text))
        let state = { (s: Snapshot) in s.profile.sensors.map { "\($0) \(s.status(of: $0)) \(s.isRecordingForApp($0))" } }
        #expect(state(replayed.snapshot) == state(walked.snapshot))
        #expect(replayed.snapshot.now == walked.snapshot.now)
    }

    /// Relaunching after a crash is recorded as `relaunch`, and replays to the same crashes.
    @Test func aRelaunchAfterACrashReplays() throws {
        let (yaml, walked) = try walk([.wait(0.5), .click(.crashRelaunch), .wait(2), .key(.char("]")), .click(.crashRelaunch)],
                                      study: "../studies/broken-study")
        #expect(yaml.contains("  - relaunch\n"))
        let replay = try ScenarioParser.parse(Data(yaml.utf8), file: "recorded.yaml", folder: ScenarioRecorderTests.flows)
        let (result, sim, _) = ScenarioRunner(replay).play()
        #expect(result.passed, Comment(rawValue: yaml))
        let lines = { (s: ConsentSimulation) in s.journal.map(ScenarioRunner.line) }
        #expect(try lines(#require(sim)) == lines(walked))
        #expect(lines(walked).filter { $0.contains("app: The study app launched again") }.count == 2)
    }
}
