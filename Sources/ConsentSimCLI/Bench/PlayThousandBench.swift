import Foundation

/// Times `play --jobs 2` over 1000 scenario files (`SeededFlowCopies`, removed after), so
/// CI's scale is measured in one process with its peak memory.
enum PlayThousandBench {
    static let files = 1000
    static let jobs = 2

    struct Figures {
        let time: Stopwatch.Elapsed
        let scenarios: Int
        let passed: Int
        let peakRSSMB: Double
    }

    /// Nil when the bundled flows are not found or the copies cannot be written.
    static func measure(_ output: CommandOutput) -> Figures? {
        guard let copies = SeededFlowCopies(count: files, output) else { return nil }
        defer { copies.remove() }
        PeakRSS.reset()
        let (measured, time) = Stopwatch.time { () -> (Int, Int)? in
            guard let playback = try? ScenarioPlayback(paths: [copies.folder.path]), playback.selectedCount > 0 else { return nil }
            let results = playback.run(jobs: jobs)
            return (results.count, results.passedCount)
        }
        guard let (count, passed) = measured else { return nil }
        if passed != count { output.message("note: \(count - passed) of the \(count) seeded copies did not pass") }
        return Figures(time: time, scenarios: count, passed: passed, peakRSSMB: PeakRSS.megabytes())
    }
}
