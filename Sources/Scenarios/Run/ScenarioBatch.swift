import Dispatch
import Simulation
import SimCore

/// Plays many scenarios, on several threads when asked, and hands each result on in the
/// scenarios' order whatever order they finish in: `jobs: 2` reports exactly what `jobs: 1`
/// does. Results are handed on as they finish and not kept, so a suite's memory does not grow
/// with its size.
public enum ScenarioBatch {
    /// Plays scenarios `0..<count`, `play(i)` each, on `jobs` threads, and gives every result to
    /// `report` in order, one call at a time, as soon as the ones before it were reported. A
    /// scenario not played gets `notRun(i, reason)`'s result. With `failFast`, the scenarios
    /// after the first failing one (in order, not in time) are reported as not run, even if a
    /// thread already played them, so the report does not depend on timing. `play` and
    /// `notRun` are called from any thread, `report` from one at a time.
    public static func stream(count: Int, jobs: Int = 1, failFast: Bool = false,
                              play: @Sendable (Int) -> ScenarioResult,
                              notRun: @Sendable (Int, String) -> ScenarioResult,
                              report: (Int, ScenarioResult) -> Void) {
        let workers = max(1, min(jobs, count))
        // Results wait for the slow one before them in a window this wide; beyond it a thread
        // waits instead of playing on, so a slow scenario cannot make the rest pile up.
        let delivery = OrderedDelivery(count: count, window: 4 * workers, failFast: failFast)
        // A task-local is not handed to Dispatch's threads: each worker names the program as
        // its caller does, so a team's own executable is not called consent-sim in a message.
        let name = ProgramName.current
        withoutActuallyEscaping(report) { report in
            let reporter = OrderedDelivery.Reporter(report)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                ProgramName.$current.withValue(name) {
                    while let index = delivery.take() {
                        delivery.finish(index, play(index), notRun: notRun, report: reporter)
                    }
                }
            }
            delivery.finishUnplayed(notRun: notRun, report: reporter)
        }
    }

    /// Plays scenarios `0..<count` in order on this thread, filming each into `cast`, and gives
    /// every result to `report` as it finishes.
    public static func filmed(count: Int, failFast: Bool, cast: ScenarioCast,
                              play: (Int, ScenarioCast) -> ScenarioResult,
                              notRun: (Int, String) -> ScenarioResult,
                              report: (Int, ScenarioResult) -> Void) {
        var stopped = false
        for index in 0..<count {
            if stopped { report(index, notRun(index, ScenarioResult.stoppedEarly)); continue }
            let result = play(index, cast)
            report(index, result)
            stopped = failFast && !result.passed
        }
    }

    /// Plays `scenarios` on `jobs` threads (or filmed into `cast`, in order on this thread) and
    /// returns their results in order: for a few scenarios held in memory anyway (tests,
    /// `bench`). `studies` keeps each study loaded once.
    public static func run(_ scenarios: [Scenario], studies: StudyCache? = nil, jobs: Int = 1, failFast: Bool = false,
                           keepTranscripts: Bool = false, cast: ScenarioCast? = nil,
                           hostedApp: HostedApp? = nil) -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        results.reserveCapacity(scenarios.count)
        @Sendable func runner(_ i: Int, _ cast: ScenarioCast?) -> ScenarioResult {
            let study = studies.flatMap { try? ScenarioRunner.loadStudy(scenarios[i], cache: $0) }
            return ScenarioRunner(scenarios[i], study: study, studies: studies, keepTranscript: keepTranscripts, cast: cast,
                                  hostedApp: hostedApp).run()
        }
        let skipped = { @Sendable (i: Int, reason: String) in ScenarioResult.skipped(scenarios[i], because: reason) }
        if let cast {
            filmed(count: scenarios.count, failFast: failFast, cast: cast, play: runner, notRun: skipped) { results.append($1) }
        } else {
            stream(count: scenarios.count, jobs: jobs, failFast: failFast, play: { runner($0, nil) }, notRun: skipped) { results.append($1) }
        }
        return results
    }
}
