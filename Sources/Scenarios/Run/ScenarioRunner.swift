import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim
import Simulation
import TerminalUI
import StudyConfig

/// Plays a scenario headlessly: the same simulation, actions and screens as the terminal demo,
/// rendered in memory. Stops at the first failing step.
public struct ScenarioRunner {
    /// Renders the simulation's screen as text (the terminal's frame, in memory).
    public typealias Render = (Snapshot) -> String

    let scenario: Scenario
    let render: Render
    let keepTranscript: Bool
    /// A team's own app to run instead of the built-in study app.
    let hostedApp: HostedApp?

    public init(_ scenario: Scenario, render: @escaping Render = ScenarioScreen.text, keepTranscript: Bool = false,
                hostedApp: HostedApp? = nil) {
        self.scenario = scenario
        self.render = render
        self.keepTranscript = keepTranscript
        self.hostedApp = hostedApp
    }

    /// Builds the simulated phone the header describes.
    public static func makeSimulation(_ s: Scenario, hostedApp: HostedApp? = nil) throws -> ConsentSimulation {
        guard let folder = s.study else { throw ScenarioSetupError(message: "the scenario names no study (add study: FOLDER)") }
        var reading = s.project
        reading.requiresInfoPlist = true
        let study = try StudyLoader.load(path: folder, options: reading)
        if let lang = s.lang, !study.hasLocalization(lang) {
            throw ScenarioSetupError(message: "lang: \(lang) — the study has no such localization (it has: \(study.languages.joined(separator: ", ")))")
        }
        var options = SimulatedPhone.Options()
        options.hostedApp = hostedApp
        options.seed = s.seed
        if let start = s.start { options.start = start }
        options.watchPaired = s.watch
        if let v = s.app.requestOnlyUndetermined { options.behavior.requestOnlyUndetermined = v }
        if let v = s.app.recordAuthorizedSensors { options.behavior.recordAuthorizedSensors = v }
        if let v = s.app.dailyFetchAt { options.behavior.dailyFetchAt = v }
        if let v = s.app.fetchLag { options.behavior.fetchLag = v }
        if let v = s.app.motion { options.behavior.motion = v }
        let sim = ConsentSimulation(study: study, language: s.lang, options: options)
        if let on = s.fitnessTracking { sim.send(.setFitnessTracking(on)) }
        return sim
    }

    public func run() -> ScenarioResult { play().result }

    /// Runs the scenario; also returns the simulation it ran on, and how many events its setup
    /// caused before the first step (nil when it could not start).
    func play() -> (result: ScenarioResult, sim: ConsentSimulation?, setupEvents: Int) {
        let started = Date()
        var transcript: [ScenarioResult.Entry] = []
        var shots: [(String, String)] = []
        let sim: ConsentSimulation
        do { sim = try Self.makeSimulation(scenario, hostedApp: hostedApp) } catch {
            let step = Step(kind: .launch, line: 1, column: 1, source: "(setup)")
            let failure = ScenarioResult.Failure(step: step, expected: "a study to load", found: "\(error)", screen: "")
            return (ScenarioResult(scenario: scenario, failure: failure, transcript: [], screenshots: [], seconds: 0), nil, 0)
        }
        let setupEvents = sim.journal.count
        var fetches: [String: FetchRecord] = [:]
        for step in scenario.steps {
            var context = StepContext(sim: sim, render: render, fetches: fetches)
            let problem = context.execute(step)
            fetches = context.fetches
            if let shot = context.screenshot { shots.append(shot) }
            if keepTranscript || problem != nil {
                let now = sim.snapshot
                transcript.append(.init(step: step, clock: Self.stamp(now.now.timeIntervalSinceReferenceDate),
                                        events: context.events.map(Self.line), screen: keepTranscript ? render(now) : ""))
            }
            if let (expected, found) = problem {
                let failure = ScenarioResult.Failure(step: step, expected: expected, found: found, screen: render(sim.snapshot))
                return (ScenarioResult(scenario: scenario, failure: failure, transcript: transcript, screenshots: shots,
                                       seconds: Date().timeIntervalSince(started)), sim, setupEvents)
            }
        }
        return (ScenarioResult(scenario: scenario, failure: nil, transcript: transcript, screenshots: shots,
                               seconds: Date().timeIntervalSince(started)), sim, setupEvents)
    }

    /// A transcript line: the event's time, who it is about, and its text.
    static func line(_ e: Event) -> String { "\(stamp(e.time)) \(e.source.rawValue): \(e.text)" }

    /// A wall time in UTC, as transcripts write it (one `DateFormatter` per line was most of a
    /// long transcript's cost).
    static func stamp(_ t: Double) -> String {
        ClockText.dateTime(Date(timeIntervalSinceReferenceDate: t), TimeZone(secondsFromGMT: 0) ?? .current)
    }
}

/// A scenario that cannot start (its study does not load).
public struct ScenarioSetupError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
