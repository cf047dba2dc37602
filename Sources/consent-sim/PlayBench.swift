import Foundation
import Scenarios

/// Times playing every bundled scenario in this process (parse and run), as `play Scenarios/` does.
enum PlayBench {
    /// Seconds for all bundled scenarios, or nil when they are not found.
    static func measure() -> (seconds: Double, scenarios: Int)? {
        guard let studies = BundledStudy.folder()?.deletingLastPathComponent() else { return nil }
        let root = studies.deletingLastPathComponent()
        let files = ScenarioFiles.find([root.path]).files
        guard !files.isEmpty else { return nil }
        let t0 = Monotonic.seconds()
        var passed = 0
        for url in files {
            guard let s = try? ScenarioParser.parse(contentsOf: url) else { continue }
            if ScenarioRunner(s).run().passed { passed += 1 }
        }
        let elapsed = Monotonic.seconds() - t0
        if passed != files.count {
            try? FileHandle.standardError.write(contentsOf: Data("consent-sim: note: \(files.count - passed) bundled scenarios did not pass\n".utf8))
        }
        return (elapsed, files.count)
    }
}
