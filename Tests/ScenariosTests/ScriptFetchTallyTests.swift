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
