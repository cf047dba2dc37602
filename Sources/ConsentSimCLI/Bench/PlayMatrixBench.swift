import Scenarios
import SimCore

/// Times `play Scenarios/flows --lang en --lang de --watch --no-watch --ios 26 --ios 27`: every
/// bundled flow in 8 combinations, in this process, as a CI job without `--shard` plays them.
/// A flow whose header names another phone (`lang: en` under `--lang de`, say) is skipped, not
/// played: `play_matrix_cases` counts the cases played.
enum PlayMatrixBench {
    static var matrix: PlayMatrix {
        var m = PlayMatrix()
        m.langs = ["en", "de"]
        m.watches = [true, false]
        m.oses = [OSVersion(26), OSVersion(27)]
        return m
    }

    /// The time and how many cases were played; nil when the bundled flows are not found.
    static func measure() -> (time: Stopwatch.Elapsed, cases: Int)? {
        guard let flows = BundledStudy.folder()?.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("flows") else { return nil }
        let (count, time) = Stopwatch.time { () -> Int? in
            guard let playback = try? ScenarioPlayback(paths: [flows.path], combinations: matrix.combinations),
                  playback.problems.isEmpty, playback.selectedCount > 0 else { return nil }
            return playback.run().count
        }
        return count.map { (time, $0) }
    }
}
