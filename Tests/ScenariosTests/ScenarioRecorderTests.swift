import Foundation
import Testing
import SensorKitSim
import Simulation
import StudyConfig
@testable import Scenarios

@Suite struct ScenarioRecorderTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")

    @Test func aRecordedWalkThroughPlaysBackAndPasses() throws {
        // Walk the sleep study by "hand": keys, clicks, ticks and jumps.
        let header = try ScenarioParser.parse(Data("study: ../studies/sleep-study\nsteps: [launch, {expectNoScreen: nothing}]\n".utf8),
                                              file: "h.yaml", folder: Self.flows)
        let sim = try ScenarioRunner.makeSimulation(header)
        let recorder = ScenarioRecorder(name: "Recorded walk-through", study: "../studies/sleep-study", seed: 1,
                                        start: sim.snapshot.now, watch: true, lang: nil)
        let actions: [Action] = [.launch, .activateFocused, .press(.sheetAllow), .press(.sheetDeny), .press(.alertChangeChoice),
                                 .activateFocused, .press(.sheetDeny), .press(.sheetAllow), .press(.sheetDone),
                                 .tick(realSeconds: 30), .advance(86_400), .openSettings, .press(.settingsOpenResearch),
                                 .press(.settingsOpenStudy), .press(.settingsSensor(.ambientLightSensor)), .escape, .advance(3600)]
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        let yaml = recorder.yaml(finalState: sim.snapshot)
        #expect(yaml.contains("  - allow: ambientLightSensor\n  - deny: accelerometer\n  - changeChoice\n  - allow: accelerometer\n"))
        // Thirty real seconds at ×60 are 30 minutes of running clock; the day jump is kept exactly.
        #expect(yaml.contains("  - done\n  - advance: 30m\n  - advance: 1d\n"))
        #expect(yaml.contains("  - settings: {deny: [ambientLightSensor]}\n"))
        #expect(yaml.contains("  - expectStatus: {ambientLightSensor: denied, accelerometer: authorized, onWristState: denied, wristTemperature: authorized}"))
        #expect(!yaml.contains("press:"))

        let replay = try ScenarioParser.parse(Data(yaml.utf8), file: "recorded.yaml", folder: Self.flows)
        let result = ScenarioRunner(replay).run()
        #expect(result.passed, Comment(rawValue: result.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)" } ?? ""))
    }

    /// When something happened while the clock ran, the running time is kept to the second, so
    /// the replay does the next step after it, not before.
    @Test func clockRunningIntoEventsIsKeptToTheSecond() throws {
        let header = try ScenarioParser.parse(Data("study: ../studies/sleep-study\nsteps: [launch, {expectNoScreen: nothing}]\n".utf8),
                                              file: "h.yaml", folder: Self.flows)
        let sim = try ScenarioRunner.makeSimulation(header)
        let recorder = ScenarioRecorder(name: "r", study: "../studies/sleep-study", seed: 1, start: sim.snapshot.now, watch: true, lang: nil)
        var actions: [Action] = [.launch, .press(.sheetNext)]
        actions += Array(repeating: .press(.sheetAllow), count: 4)
        // 30 real seconds at ×60 (30 minutes), then 19 h 0 min 30 s more, over the 03:00 fetch:
        // 70 230 s in all before the next step, kept to the second (not rounded to 1170 minutes).
        actions += [.press(.sheetDone), .tick(realSeconds: 30), .openSettings, .press(.settingsOpenResearch),
                    .tick(realSeconds: 1140.5), .press(.settingsCollection)]
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        let yaml = recorder.yaml(finalState: sim.snapshot)
        #expect(yaml.contains("  - done\n  - advance: 70230s\n  - settings: {collection: off}\n"))
    }

    /// A week's jump, sent as the demo sends it (in slices), is one step written in weeks, and
    /// replays to the same clock.
    @Test func aWeekIsWrittenInWeeksAndReadBack() throws {
        let header = try ScenarioParser.parse(Data("study: ../studies/sleep-study\nsteps: [launch, {expectNoScreen: nothing}]\n".utf8),
                                              file: "h.yaml", folder: Self.flows)
        let sim = try ScenarioRunner.makeSimulation(header)
        let recorder = ScenarioRecorder(name: "r", study: "../studies/sleep-study", seed: 1, start: sim.snapshot.now, watch: true, lang: nil)
        let actions: [Action] = [.launch, .press(.sheetCancel)] + Array(repeating: .advance(86_400), count: 14)
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        let yaml = recorder.yaml(finalState: sim.snapshot)
        #expect(yaml.contains("  - cancel\n  - advance: 2w\n"), Comment(rawValue: yaml))
        let (result, replayed, _) = ScenarioRunner(try ScenarioParser.parse(Data(yaml.utf8), file: "r.yaml", folder: Self.flows)).play()
        #expect(result.passed)
        #expect(replayed?.snapshot.now == sim.snapshot.now)
    }
}
