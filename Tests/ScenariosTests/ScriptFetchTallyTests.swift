import Foundation
import Testing
@testable import Scenarios
@testable import Simulation

/// A `fetch:` step fetching alone has SensorKit tally its results; among several readers
/// (`fetchAtOnce:`) each result is delivered. Both must report the same counts.
@Suite struct ScriptFetchTallyTests {
    let p = ScenarioParserTests()

    @Test func aLoneFetchCountsWhatTheSameFetchAmongOthersReceives() throws {
        let windows = ["{sensor: accelerometer, from: -30h, to: -25h}", "{sensor: ambientLightSensor, from: -47h, to: -25h}",
                       "{sensor: accelerometer, device: watch, from: -40h, to: -26h}"]
        let steps = "  - launch\n  - allowAll\n  - done\n  - advance: 2d\n"
            + windows.map { "  - fetch: \($0)\n" }.joined()
            + "  - fetchAtOnce: [\(windows.joined(separator: ", "))]\n  - expectFetch: {sensor: accelerometer, completed: true}\n"
        let s = try p.parse("study: ../studies/sleep-study\nstart: 2026-03-02T08:00:00Z\nwatch: true\nsteps:\n" + steps)
        let (result, sim, _) = ScenarioRunner(s).play()
        #expect(result.passed, Comment(rawValue: result.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let records = try #require(sim).journal.compactMap { event -> FetchRecord? in
            if case .scriptFetch(let record) = event.kind { record } else { nil }
        }
        try #require(records.count == 2 * windows.count)
        for (alone, together) in zip(records.prefix(windows.count), records.suffix(windows.count)) {
            #expect(alone.results > 0 && alone.errorCode == nil)
            #expect(alone.results == together.results && alone.samples == together.samples, "\(alone) / \(together)")
        }
    }
}

/// `expectFetch` with no `fetch:` of its own reads the latest fetch of the sensor: the
/// scenario's own right after it, the study app's nightly one once that ran later.
@Suite struct LatestFetchReadTests {
    let p = ScenarioParserTests()

    /// After a `fetch:` step and a day of `advance:`, `expectFetch` kept reading the scenario's
    /// day-old fetch (1517 samples) instead of the app's nightly one (1764).
    @Test func expectFetchReadsTheAppsFetchThatRanAfterTheScenariosOwn() throws {
        func run(_ tail: String) throws -> ScenarioResult {
            let s = try p.parse("study: ../studies/walking-study-v1\nseed: 1\nwatch: false\nsteps:\n  - launch\n  - allowAll\n  - done\n"
                                + "  - advance: 44h\n  - fetch: {sensor: ambientLightSensor, from: -49h, to: -25h}\n" + tail)
            return ScenarioRunner(s).run()
        }
        let own = try run("  - expectFetch: {sensor: ambientLightSensor, samples: 1517, window: {from: -49h, to: -25h}}\n")
        #expect(own.passed, Comment(rawValue: own.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
        let nightly = try run("  - advance: 1d\n  - expectFetch: {sensor: ambientLightSensor, samples: 1764}\n")
        #expect(nightly.passed, Comment(rawValue: nightly.failure.map { "\($0.expected) / \($0.found)" } ?? ""))
    }
}
