import StudyConfig

/// 10 000 `relaunch` steps on the heavy study after its sheet is answered: each relaunch starts
/// every reader and recording again, and must cost the same whatever came before it.
enum RelaunchBench {
    static let relaunches = 10_000

    static var scenario: String {
        "name: relaunch \(relaunches) times\nsteps:\n  - launch\n  - allowAll\n  - done\n"
            + String(repeating: "  - relaunch\n", count: relaunches) + "  - expectStatus: {accelerometer: authorized}\n"
    }

    /// `relaunch_10k_s` and its CPU time.
    static func figures(study: Study, _ output: CommandOutput) throws -> [(String, Double)] {
        let (passed, time) = try Stopwatch.time { try ScenarioPlayback.play(scenario, on: study) }
        if !passed { output.message("note: the relaunch_10k_s scenario did not pass") }
        return [("relaunch_10k_s", time.wall), ("relaunch_10k_cpu_s", time.cpu)]
    }
}
