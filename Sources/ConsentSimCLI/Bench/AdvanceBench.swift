import StudyConfig

/// 400 days in one step: the heavy study with its sheet answered, then one `advance: 400d`
/// (every daily fetch of every sensor on both devices), timed with the peak memory it took.
enum AdvanceBench {
    static let scenario = "name: advance 400 days\nsteps:\n  - launch\n  - allowAll\n  - done\n  - advance: 400d\n  - expectStatus: {accelerometer: authorized}\n"

    /// `advance_400d_s`, its CPU time and `advance_400d_peak_rss_mb`.
    static func figures(study: Study, _ output: CommandOutput) throws -> [(String, Double)] {
        PeakRSS.reset()
        let (passed, time) = try Stopwatch.time { try ScenarioPlayback.play(scenario, on: study) }
        if !passed { output.message("note: the advance_400d_s scenario did not pass") }
        return [("advance_400d_s", time.wall), ("advance_400d_cpu_s", time.cpu), ("advance_400d_peak_rss_mb", PeakRSS.megabytes())]
    }
}
