import Foundation
import Synchronization
import Testing
import SimCore
@testable import Scenarios

/// Playing on several threads changes nothing a report shows: the same results, in the same
/// order, and `--fail-fast` stops at the same scenario.
@Suite struct ScenarioBatchTests {
    /// The bundled flows with a failing scenario at position 3 and another at 9.
    static func mixed() throws -> [Scenario] {
        var scenarios = try BundledScenarioTests.files.prefix(12).map { try ScenarioParser.parse(contentsOf: $0, displayName: $0.lastPathComponent) }
        for i in [3, 9] {
            scenarios[i] = try ScenarioParser.parse(Data("name: broken \(i)\nstudy: ../studies/sleep-study\nsteps:\n  - launch\n  - expectCrash: x\n".utf8),
                                                    file: "broken-\(i).yaml", folder: ScenarioRunnerTests.flows)
        }
        return scenarios
    }

    /// What a report shows of a result, without the wall-clock time.
    static func shown(_ r: ScenarioResult) -> String {
        "\(r.scenario.file) \(r.passed) \(r.notRun ?? "") \(r.failure.map { "\($0.step.line) \($0.expected) \($0.found)" } ?? "")"
            + r.transcript.map { $0.events.joined(separator: ",") }.joined(separator: ";")
    }

    @Test func twoJobsGiveWhatOneJobGives() throws {
        let scenarios = try Self.mixed()
        let one = ScenarioBatch.run(scenarios, jobs: 1).map(Self.shown)
        let two = ScenarioBatch.run(scenarios, jobs: 2).map(Self.shown)
        #expect(one == two)
        #expect(one.count == 12)
        #expect(one.filter { $0.contains(" false ") }.count == 2)
    }

    @Test func failFastStopsAtTheFirstFailureInOrderWhateverTheJobs() throws {
        let scenarios = try Self.mixed()
        for jobs in [1, 2, 4] {
            let results = ScenarioBatch.run(scenarios, jobs: jobs, failFast: true)
            #expect(results.prefix(3).allSatisfy { $0.ran && $0.passed }, "jobs \(jobs)")
            #expect(results[3].ran && !results[3].passed)
            #expect(results.dropFirst(4).allSatisfy { $0.notRun == ScenarioResult.stoppedEarly }, "jobs \(jobs)")
        }
        let text = PlayReport.text(ScenarioBatch.run(scenarios, jobs: 2, failFast: true), colour: false)
        #expect(text.hasSuffix("4 scenarios: 3 passed, 1 failed, 8 not run (--fail-fast)"))
    }

    /// Each result is handed on as soon as those before it were, and the threads never get more
    /// than a few scenarios ahead of a slow one: a suite holds a handful of results at a time,
    /// whatever its size.
    @Test func resultsAreHandedOnInOrderAndFewAreHeldAtOnce() {
        struct Seen { var reported = 0, mostAhead = 0, order: [Int] = [] }
        let seen = Mutex(Seen())
        let jobs = 4
        ScenarioBatch.stream(count: 500, jobs: jobs, play: { i in
            seen.withLock { $0.mostAhead = max($0.mostAhead, i - $0.reported) }
            // A slow first scenario: without a bound the other threads would play all the rest
            // meanwhile and hold their results.
            if i == 0 { usleep(100_000) }
            return .skipped(file: "s\(i).yaml", name: "s\(i)", because: "played")
        }, notRun: { i, reason in .skipped(file: "s\(i).yaml", name: "s\(i)", because: reason) }, report: { i, r in
            seen.withLock { s in
                s.order.append(i)
                s.reported += 1
            }
            #expect(r.scenario.name == "s\(i)")
        })
        let s = seen.withLock { $0 }
        #expect(s.order == Array(0..<500))
        #expect(s.mostAhead < 4 * jobs, "\(s.mostAhead) scenarios played ahead of the first")
    }

    /// A scenario played on another thread names the program as its caller does: Dispatch's
    /// threads do not inherit a task-local, so `reader-app play --jobs 2` said "consent-sim" in
    /// the messages of scenarios its workers played.
    @Test func workersNameTheProgramAsTheCallerDoes() {
        let names = Mutex<Set<String>>([])
        ProgramName.$current.withValue("reader-app") {
            ScenarioBatch.stream(count: 40, jobs: 2, play: { i in
                names.withLock { _ = $0.insert(ProgramName.current) }
                usleep(1_000)  // so that both threads get scenarios to play
                return .skipped(file: "s\(i).yaml", name: "s\(i)", because: "played")
            }, notRun: { i, reason in .skipped(file: "s\(i).yaml", name: "s\(i)", because: reason) }, report: { _, _ in })
        }
        #expect(names.withLock { $0 } == ["reader-app"])
    }
}
