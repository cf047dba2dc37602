import Foundation
import Testing
import SensorKitSim
import Simulation
@testable import Scenarios

/// The `update:` step: how it is written, what it refuses, and that a walk-through that
/// installed an update is recorded with it and replays.
@Suite struct UpdateStepTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/flows")

    private func parse(_ yaml: String) throws -> Scenario {
        try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: Self.flows)
    }

    private func errors(_ yaml: String) -> String {
        do { _ = try parse(yaml); return "" } catch { return "\(error)" }
    }

    private static let v1 = "study: ../studies/walking-study-v1\nsteps:\n  - launch\n"

    @Test func bothFormsParseAndAreWrittenBack() throws {
        let s = try parse(Self.v1 + "  - update: ../studies/walking-study-v2\n"
                          + "  - update: {study: ../studies/walking-study-v2, configuration: Release, vars: {A: b}}\n  - expectNoScreen: x\n")
        guard case .update(let plain) = s.steps[1].kind, case .update(let mapped) = s.steps[2].kind else {
            Issue.record("not update steps"); return
        }
        #expect(plain.path == "../studies/walking-study-v2" && plain.study.lastPathComponent == "walking-study-v2")
        #expect(mapped.project.configuration == "Release" && mapped.project.variables == ["A": "b"])
        #expect(s.steps[1].yaml == "update: \"../studies/walking-study-v2\"")
        #expect(s.steps[2].yaml == "update: {study: \"../studies/walking-study-v2\", configuration: \"Release\", vars: {A: \"b\"}}")
    }

    @Test func mistakesAreNamedAtTheirPlace() {
        #expect(errors(Self.v1 + "  - update: ../studies/walking-study-v3\n  - expectNoScreen: x\n")
                == "qa.yaml:4:13: update: nothing at ../studies/walking-study-v3 (relative to the scenario's folder): give a study folder or an Xcode project")
        #expect(errors(Self.v1 + "  - update: {configuration: Release}\n  - expectNoScreen: x\n")
                == "qa.yaml:4:13: update: needs study: PATH, the version to install")
        #expect(errors(Self.v1 + "  - update: {study: ../studies/walking-study-v2, taret: App}\n  - expectNoScreen: x\n")
                .contains("qa.yaml:4:50: unknown update: key \"taret\" (did you mean target?)"))
        #expect(errors(Self.v1 + "  - update\n  - expectNoScreen: x\n").contains("update needs a study"))
    }

    /// Another app's files are no update: the step fails naming both bundle identifiers.
    @Test func anotherAppIsRefusedNamingBothIdentifiers() throws {
        let r = ScenarioRunner(try parse(Self.v1 + "  - update: ../studies/sleep-study\n  - expectNoScreen: x\n")).run()
        #expect(r.failure?.step.line == 4)
        #expect(r.failure?.found.contains("org.example.sleepstudy") == true)
        #expect(r.failure?.found.contains("org.example.walkingstudy") == true)
    }

    /// An earlier version is no update: the step fails naming both versions.
    @Test func anEarlierVersionIsRefused() throws {
        let r = ScenarioRunner(try parse("study: ../studies/walking-study-v2\nsteps:\n  - launch\n  - answer: {default: allow}\n"
                                         + "  - update: ../studies/walking-study-v1\n  - expectNoScreen: x\n")).run()
        #expect(r.failure?.step.line == 5)
        #expect(r.failure?.found == "version 1.0 is older than the installed 2.0; an update never installs an earlier version", "\(String(describing: r.failure?.found))")
    }

    /// An update to the installed version's own files passed, its transcript saying "updated
    /// from version 1.0 to 1.0" though nothing new was installed (the app only relaunched). It
    /// fails, and the same files read in another language or with the header's `required:` are
    /// still the same version.
    @Test func theInstalledVersionItselfIsRefused() throws {
        let same = ScenarioRunner(try parse(Self.v1 + "  - answer: {default: allow}\n  - update: ../studies/walking-study-v1\n  - expectNoScreen: x\n")).run()
        #expect(same.failure?.step.line == 5)
        #expect(same.failure?.found == "version 1.0 is the installed version and its files say the same; "
                + "an update installs another version (a later version number, or files that say something else)",
                "\(String(describing: same.failure?.found))")
        let overridden = ScenarioRunner(try parse("study: ../studies/walking-study-v1\nrequired: [accelerometer]\nsteps:\n  - launch\n"
                                                  + "  - answer: {default: allow}\n  - update: ../studies/walking-study-v1\n  - expectNoScreen: x\n")).run()
        #expect(overridden.failure?.step.line == 6)
        let later = ScenarioRunner(try parse(Self.v1 + "  - answer: {default: allow}\n  - update: ../studies/walking-study-v2\n  - expectNoScreen: nothing at all\n")).run()
        #expect(later.passed, "\(String(describing: later.failure?.found))")
    }

    /// A version that does not load stops the scenario before it runs, at the step's line.
    @Test func aVersionThatDoesNotLoadIsASetupError() throws {
        let s = try parse(Self.v1 + "  - update: ../studies/invalid\n  - expectNoScreen: x\n")
        #expect(throws: ScenarioSetupError.self) { try ScenarioRunner.loadStudy(s) }
        do { _ = try ScenarioRunner.loadStudy(s) } catch { #expect(error.message.hasPrefix("qa.yaml:4:5: update: the study ../studies/invalid does not load")) }
    }

    /// An update while the sheet is up is refused: iOS installs updates in the background.
    @Test func anUpdateWaitsForTheSheet() throws {
        let r = ScenarioRunner(try parse(Self.v1 + "  - update: ../studies/walking-study-v2\n  - expectNoScreen: x\n")).run()
        #expect(r.failure?.found.contains("sheet is up") == true)
    }

    @Test func aWalkThatUpdatedIsRecordedWithUpdateAndReplays() throws {
        let sim = try ScenarioRunner.makeSimulation(try parse(Self.v1 + "  - expectNoScreen: x\n"))
        let recorder = ScenarioRecorder(name: "walk", study: "../studies/walking-study-v1", seed: 1, start: sim.snapshot.now, watch: true, lang: nil)
        let v2 = URL(fileURLWithPath: "../studies/walking-study-v2", relativeTo: Self.flows).standardizedFileURL
        recorder.updateSpec = UpdateSpec(path: "../studies/walking-study-v2", study: v2)
        let version = try ScenarioRunner.appVersion(recorder.updateSpec!, language: nil)
        var actions: [Action] = [.launch, .press(.sheetNext)]
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        while sim.snapshot.sheet != nil {
            let a: Action = sim.snapshot.foreground == .sheet(.review) ? .press(.sheetDone) : .press(.sheetAllow)
            recorder.record(a, events: sim.send(a), now: sim.snapshot.now)
        }
        actions = [.update(version), .press(.sheetNext), .press(.sheetAllow), .press(.sheetDone), .press(.motionAllow)]
        for a in actions { recorder.record(a, events: sim.send(a), now: sim.snapshot.now) }
        let yaml = recorder.yaml(finalState: sim.snapshot)
        #expect(yaml.contains("  - done\n  - update: \"../studies/walking-study-v2\"\n  - next\n  - allow: phoneUsageReport\n  - done\n  - motion: allow\n"))
        #expect(!yaml.contains("relaunch"))
        let replay = ScenarioRunner(try parse(yaml)).run()
        #expect(replay.passed, Comment(rawValue: replay.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)" } ?? ""))
    }
}
