/// Times playing every bundled scenario in this process (find, parse and run), as
/// `play Scenarios/` does.
enum PlayBench {
    /// The time for all bundled scenarios and how many there are; nil when they are not found.
    static func measure(_ output: CommandOutput) -> (time: Stopwatch.Elapsed, scenarios: Int)? {
        guard let studies = BundledStudy.folder()?.deletingLastPathComponent() else { return nil }
        let root = studies.deletingLastPathComponent().path
        let (measured, time) = Stopwatch.time { () -> (Int, Int)? in
            guard let playback = try? ScenarioPlayback(paths: [root]), playback.selectedCount > 0 else { return nil }
            let results = playback.run()
            return (results.count, results.passedCount)
        }
        guard let (count, passed) = measured else { return nil }
        if passed != count { output.message("note: \(count - passed) bundled scenarios did not pass") }
        return (time, count)
    }
}
