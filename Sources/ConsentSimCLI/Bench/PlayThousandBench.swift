import Foundation

/// Times `play --jobs 2` over 1000 scenario files: copies of the bundled flows, each with a
/// seed of its own, written to a temporary folder (and removed after), so CI's scale is
/// measured in one process with its peak memory.
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
        guard let studies = BundledStudy.folder()?.deletingLastPathComponent() else { return nil }
        let flows = studies.deletingLastPathComponent().appendingPathComponent("flows")
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: flows.path).filter({ $0.hasSuffix(".yaml") }).sorted(),
              !names.isEmpty else { return nil }
        let folder = fm.temporaryDirectory.appendingPathComponent("consent-sim-bench-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: folder) }
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            let sources = try names.map { try String(contentsOf: flows.appendingPathComponent($0), encoding: .utf8) }
            for i in 0..<files {
                let text = copy(sources[i % sources.count], seed: UInt64(i + 1), studies: studies.path)
                try text.write(to: folder.appendingPathComponent(String(format: "%04d-", i) + names[i % names.count]),
                               atomically: false, encoding: .utf8)
            }
        } catch {
            output.message("note: cannot write the bench's scenario copies: \(error.localizedDescription)")
            return nil
        }
        PeakRSS.reset()
        let (measured, time) = Stopwatch.time { () -> (Int, Int)? in
            guard let playback = try? ScenarioPlayback(paths: [folder.path]), playback.selectedCount > 0 else { return nil }
            let results = playback.run(jobs: jobs)
            return (results.count, results.passedCount)
        }
        guard let (count, passed) = measured else { return nil }
        if passed != count { output.message("note: \(count - passed) of the \(count) seeded copies did not pass") }
        return Figures(time: time, scenarios: count, passed: passed, peakRSSMB: PeakRSS.megabytes())
    }

    /// The flow with its `seed:` replaced (or added) and `study:` made absolute, since the
    /// copy lives in another folder.
    static func copy(_ flow: String, seed: UInt64, studies: String) -> String {
        var lines = flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("seed:") }
        for (i, line) in lines.enumerated() where line.hasPrefix("study: ../studies/") {
            lines[i] = "study: \"\(studies)/\(line.dropFirst("study: ../studies/".count))\""
        }
        lines.insert("seed: \(seed)", at: 0)
        return lines.joined(separator: "\n")
    }
}
