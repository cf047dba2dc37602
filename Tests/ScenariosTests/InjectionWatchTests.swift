import Foundation
import Testing
@testable import Scenarios

/// An `inject:` whose call never came tested nothing, and the scenario passed as if it had:
/// the app never fetched that sensor again, a reset dropped the fault, or another `inject:`
/// replaced it. It fails at the `inject:` step, saying how many calls never came and why.
@Suite struct InjectionWatchTests {
    func run(_ steps: String) throws -> ScenarioResult {
        let yaml = "study: ../studies/sleep-study\nstart: 2026-03-02T08:00:00Z\nsteps:\n  - launch\n  - allowAll\n  - done\n  - advance: 2d\n" + steps
        let s = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows)
        return ScenarioRunner(s, keepTranscript: true).run()
    }

    @Test func aFaultWhoseCallNeverComesFailsAtItsStep() throws {
        let r = try run("""
          - inject: {api: fetch, sensor: accelerometer, error: fetchRequestInvalid}
          - fetch: {sensor: ambientLightSensor, from: -30h, to: -25h}
          - expectFetch: {sensor: ambientLightSensor, completed: true, error: none}

        """)
        let f = try #require(r.failure, "the scenario passed, though no fetch of accelerometer ever failed")
        #expect(f.step.line == 8)
        #expect(f.expected == "1 call of fetch(accelerometer) failing with fetchRequestInvalid (inject: at line 8)")
        #expect(f.found == "none came, so 1 injected failure never happened: the scenario ended first")
        let text = PlayReport.text([r], colour: false)
        #expect(text.contains("at qa.yaml:8: inject: {api: fetch, sensor: accelerometer, error: fetchRequestInvalid}"), "\(text)")
        #expect(PlayReport.transcript(r).contains("FAILED at line 8: inject:"))
    }

    @Test func aFaultTakenPartlySaysHowManyNeverCame() throws {
        let r = try run("""
          - inject: {api: fetch, sensor: accelerometer, error: fetchRequestInvalid, times: 3}
          - fetch: {sensor: accelerometer, from: -30h, to: -25h}
          - expectFetch: {sensor: accelerometer, error: fetchRequestInvalid}

        """)
        #expect(r.failure?.found == "1 came, so 2 injected failures never happened: the scenario ended first")
    }

    @Test func aResetOrAnotherInjectionThatDropsAFaultFailsAtIt() throws {
        let reset = try run("""
          - inject: {api: fetch, error: dataInaccessible}
          - reset
          - launch
          - expectScreen: Research Sensor

        """)
        #expect(reset.failure?.step.line == 8)
        #expect(reset.failure?.found == "none came, so 1 injected failure never happened: reset at line 9 reset the phone to a fresh install, which drops it")
        let replaced = try run("""
          - inject: {api: fetch, sensor: accelerometer, error: dataInaccessible}
          - inject: {api: fetch, sensor: accelerometer, error: fetchRequestInvalid}
          - fetch: {sensor: accelerometer, from: -30h, to: -25h}
          - expectFetch: {sensor: accelerometer, error: fetchRequestInvalid}

        """)
        #expect(replaced.failure?.step.line == 8)
        #expect(replaced.failure?.found == "none came, so 1 injected failure never happened: the inject: at line 9 replaced it")
    }

    /// Every failure taken, before a reset too: the scenario passes.
    @Test func aFaultThatFiresPasses() throws {
        let r = try run("""
          - inject: {api: fetch, sensor: accelerometer, error: fetchRequestInvalid}
          - fetch: {sensor: accelerometer, from: -30h, to: -25h}
          - expectFetch: {sensor: accelerometer, error: fetchRequestInvalid}
          - reset
          - launch
          - expectScreen: Research Sensor

        """)
        #expect(r.passed, "\(String(describing: r.failure))")
    }
}
