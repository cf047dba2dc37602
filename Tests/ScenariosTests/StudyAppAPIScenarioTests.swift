import Foundation
import Testing
@testable import Scenarios
@testable import Simulation

/// The built-in study app on either SensorKit API (`app: {api: reader | delegate}`): every
/// bundled scenario passes on both, and the two apps fetch and log the same.
@Suite struct StudyAppAPIScenarioTests {
    /// Plays `name` with the app on `api`.
    static func play(_ name: String, api: StudyAppAPI) throws -> (result: ScenarioResult, sim: ConsentSimulation?) {
        let url = try #require(BundledScenarioTests.files.first { $0.lastPathComponent == name })
        var scenario = try ScenarioParser.parse(contentsOf: url, displayName: name)
        scenario.app.api = api
        let (result, sim, _) = ScenarioRunner(scenario).play()
        return (result, sim)
    }

    /// What each step caused, one sorted list per step: both apps do the same things at the
    /// same virtual times, while within one instant the delegate API hears its callbacks later
    /// in the device's queue than `SRReader`'s awaited calls return.
    static func stepLines(_ result: ScenarioResult) -> [[String]] {
        result.transcript.map { $0.events.sorted() }
    }

    @Test(arguments: BundledScenarioTests.files.map(\.lastPathComponent))
    func bundledScenarioPassesOnBothAPIs(name: String) throws {
        let delegate = try Self.play(name, api: .delegate)
        #expect(delegate.result.passed, Comment(rawValue: "delegate: \(delegate.result.failure.map { "\($0.step.line): expected \($0.expected), found \($0.found)" } ?? "")"))
        guard let os = delegate.result.scenario.os, os < StudyAppAPI.readerIntroduced else {
            let reader = try Self.play(name, api: .reader)
            #expect(reader.result.passed, Comment(rawValue: "reader: \(reader.result.failure.map { "\($0.step.line): expected \($0.expected), found \($0.found)" } ?? "")"))
            if let app = reader.sim?.phone.app { #expect(app is ReaderStudyApp) }
            if let app = delegate.sim?.phone.app { #expect(app is StudyApp) }
            #expect(reader.sim?.phone.fetches == delegate.sim?.phone.fetches)
            let (r, d) = (Self.stepLines(reader.result), Self.stepLines(delegate.result))
            #expect(r.count == d.count)
            for (i, (a, b)) in zip(r, d).enumerated() where a != b {
                Issue.record("step \(i + 1) of \(name): reader \(a.filter { !b.contains($0) }) · delegate \(b.filter { !a.contains($0) })")
            }
            return
        }
        // Below iOS 27 there is no SRReader: the header refuses `api: reader` (see the parser test).
    }
}
