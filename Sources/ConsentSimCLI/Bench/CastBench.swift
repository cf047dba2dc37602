/// What `play --cast` costs: every bundled scenario played plain and filmed (each frame
/// rendered in colour, diffed and encoded), alternately, in this process.
enum CastBench {
    /// The extra time of filming, in percent of playing plain (medians of `repeats` runs each),
    /// and the size of the cast; nil when the scenarios are not found.
    static func measure(repeats: Int = 9) -> (overheadPercent: Double, cpuOverheadPercent: Double, castKB: Double)? {
        guard let studies = BundledStudy.folder()?.deletingLastPathComponent(),
              let playback = try? ScenarioPlayback(paths: [studies.deletingLastPathComponent().path]),
              playback.selectedCount > 0 else { return nil }
        var plain: [Stopwatch.Elapsed] = [], filmed: [Stopwatch.Elapsed] = []
        var bytes = 0
        for _ in 0..<repeats {
            plain.append(Stopwatch.time { _ = playback.run() }.1)
            let (results, time) = Stopwatch.time { playback.run(filming: true) }
            filmed.append(time)
            bytes = results.cast?.utf8.count ?? 0
        }
        func percent(_ a: [Double], _ b: [Double]) -> Double { (b.median / max(a.median, 1e-9) - 1) * 100 }
        return (percent(plain.map(\.wall), filmed.map(\.wall)), percent(plain.map(\.cpu), filmed.map(\.cpu)), Double(bytes) / 1024)
    }
}
