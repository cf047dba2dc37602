import Dispatch
import Simulation
import StudyConfig
import Synchronization

/// Plays many scenarios, on several threads when asked, with results in the scenarios' order
/// whatever order they finish in: `jobs: 2` reports exactly what `jobs: 1` does.
public enum ScenarioBatch {
    /// What the workers share: the next scenario to take, the results so far, and the first
    /// failure (by position) under `failFast`.
    private struct Progress: ~Copyable {
        var next = 0
        var results: [ScenarioResult?]
        var firstFailure = Int.max
    }

    /// Plays `scenarios` on `jobs` threads. With `failFast`, the scenarios after the first
    /// failing one (in order, not in time) are reported as not run, even if a thread already
    /// played them, so the report does not depend on timing.
    /// A `cast` films them one after the other, so filming plays them in order on this thread.
    /// `studies`, when given, are the scenarios' studies already loaded (one per scenario).
    public static func run(_ scenarios: [Scenario], studies: [Study]? = nil, jobs: Int = 1, failFast: Bool = false,
                           keepTranscripts: Bool = false, cast: ScenarioCast? = nil,
                           hostedApp: HostedApp? = nil) -> [ScenarioResult] {
        if let cast {
            return filmed(scenarios, studies: studies, failFast: failFast, keepTranscripts: keepTranscripts, cast: cast, hostedApp: hostedApp)
        }
        let progress = Mutex(Progress(results: Array(repeating: nil, count: scenarios.count)))
        let workers = max(1, min(jobs, scenarios.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index: Int? = progress.withLock { p in
                    guard p.next < scenarios.count, p.next < p.firstFailure else { return nil }
                    defer { p.next += 1 }
                    return p.next
                }
                guard let index else { return }
                let result = ScenarioRunner(scenarios[index], study: studies?[index], keepTranscript: keepTranscripts,
                                            hostedApp: hostedApp).run()
                progress.withLock { p in
                    p.results[index] = result
                    if failFast && !result.passed { p.firstFailure = min(p.firstFailure, index) }
                }
            }
        }
        return progress.withLock { p in
            scenarios.indices.map { i in
                i > p.firstFailure ? .skipped(scenarios[i], because: ScenarioResult.stoppedEarly)
                    : p.results[i] ?? .skipped(scenarios[i], because: ScenarioResult.stoppedEarly)
            }
        }
    }

    /// Plays `scenarios` in order on this thread, filming each into `cast`.
    private static func filmed(_ scenarios: [Scenario], studies: [Study]?, failFast: Bool, keepTranscripts: Bool,
                               cast: ScenarioCast, hostedApp: HostedApp?) -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        var stopped = false
        for (index, scenario) in scenarios.enumerated() {
            if stopped { results.append(.skipped(scenario, because: ScenarioResult.stoppedEarly)); continue }
            let result = ScenarioRunner(scenario, study: studies?[index], keepTranscript: keepTranscripts, cast: cast, hostedApp: hostedApp).run()
            results.append(result)
            stopped = failFast && !result.passed
        }
        return results
    }
}
