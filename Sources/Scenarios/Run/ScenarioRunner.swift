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
    /// The frame for the simulation's state now, as the terminal draws it, in memory.
    public typealias Render = (ConsentSimulation) -> Screen
    /// Takes a `screenshot:` step's name and frame (in colour) as the step runs, to write it
    /// out: the frame is not kept in the result.
    public typealias ScreenshotSink = (_ name: String, _ frame: Screen) -> Void

    let scenario: Scenario
    /// The study, when it was loaded already (by `loadStudy`, before any scenario ran).
    let study: StudyCache.Checked?
    /// Where the studies of `update:` steps are loaded once for the suite, if anywhere.
    let studies: StudyCache?
    let keepTranscript: Bool
    /// Where the steps are filmed, if anywhere (`play --cast`).
    let cast: ScenarioCast?
    /// A team's own app to run instead of the built-in study app.
    let hostedApp: HostedApp?
    /// Where screenshots go as they are taken; without one, none is drawn in colour.
    let onScreenshot: ScreenshotSink?
    /// Which signal stopped the run, if one did (`play` after SIGINT or SIGTERM): looked at
    /// before each step and between the timers of a step that moves the clock, so neither a
    /// long scenario nor one long step holds a stopped run up; the case is then reported as
    /// not run.
    public var stoppedBy: (@Sendable () -> Int32?)?

    /// Screens are drawn at the scenario's `screen:` size.
    public init(_ scenario: Scenario, study: StudyCache.Checked? = nil, studies: StudyCache? = nil, keepTranscript: Bool = false,
                cast: ScenarioCast? = nil, hostedApp: HostedApp? = nil, onScreenshot: ScreenshotSink? = nil) {
        self.scenario = scenario
        self.study = study
        self.studies = studies
        self.keepTranscript = keepTranscript
        self.cast = cast
        self.hostedApp = hostedApp
        self.onScreenshot = onScreenshot
    }

    /// Loads the study the header names, in the language it asks for, from `cache` when it was
    /// loaded before with the same options. A scenario whose study cannot load is invalid input
    /// (exit 64), reported at its `study:` line before anything runs.
    public static func loadStudy(_ s: Scenario, cache: StudyCache? = nil) throws(ScenarioSetupError) -> StudyCache.Checked {
        let place = "\(s.file):\(s.studyLine):1"
        guard let folder = s.study else { throw ScenarioSetupError(message: "\(place): the scenario names no study (add study: FOLDER)") }
        let checked: StudyCache.Checked
        do { checked = try checkedStudy(folder, s.project, cache: cache) } catch {
            // A header `vars:` value is read as a `--set` one and named so by the loader: the
            // mistake is in this file, at `vars:`, unless the command line's --set gave it.
            if let name = error.commandLineVariable, !s.variablesFromOptions.contains(name), let mark = s.place(of: "vars") {
                throw ScenarioSetupError(message: "\(s.file):\(mark): vars: \(name): \(error.message)")
            }
            // The loader names the file within the study; the study's folder is named here.
            throw ScenarioSetupError(message: "\(place): the study \(folder.lastPathComponent) does not load: \(error)")
        }
        let study = checked.study
        // A header key the study proves wrong is reported where the key's value stands.
        func at(_ key: String) -> String { s.place(of: key).map { "\(s.file):\($0)" } ?? place }
        if let lang = s.lang, let problem = PhoneLanguage.problem(lang, in: study) {
            // A language from the command line is the option's mistake, not the file's.
            let fromOption = s.overrides["lang"] != nil
            throw ScenarioSetupError(message: "\(fromOption ? place : at("lang")): \(fromOption ? "--lang" : "lang:") \(lang) — \(problem)")
        }
        if let stray = s.studyOverrides.stray(in: study) {
            throw ScenarioSetupError(message: "\(at(stray.key)): \(stray.message)")
        }
        // Every version an update: step installs loads too, or nothing runs.
        var updates: [AppVersion] = []
        for step in s.steps {
            guard case .update(let spec) = step.kind else { continue }
            do { updates.append(try appVersion(spec, language: s.lang, cache: cache)) } catch {
                throw ScenarioSetupError(message: "\(s.file):\(step.line):\(step.column): update: \(error.message)")
            }
        }
        if let problem = neverAskedProblem(s, study: study, updates: updates) { throw ScenarioSetupError(message: problem) }
        // A saved participant that is corrupt, cut short, of a later format, another app's or of a
        // later version is bad input (64) found before anything runs, as `run --state` refuses
        // it, not a scenario that failed (1) at "(setup)".
        if s.state != nil {
            do { _ = try makeSimulation(s, study: checked) } catch {
                throw ScenarioSetupError(message: (error as? ScenarioSetupError)?.message ?? "\(at("state")): state: \(error)")
            }
        }
        return checked
    }

    /// The study at `path` read with a scenario's `project` options (an Info.plist required),
    /// loaded and checked: from `cache` when it was loaded before with the same options, else now.
    private static func checkedStudy(_ path: URL, _ project: StudyLoadOptions, cache: StudyCache?) throws(StudyLoadError) -> StudyCache.Checked {
        var reading = project
        reading.requiresInfoPlist = true
        if let cache { return try cache.load(path, options: reading) }
        return StudyCache.Checked(try StudyLoader.load(path: path, options: reading))
    }

    /// The version an `update:` step installs, read as the header's study is (from `cache` when
    /// it was loaded before with the same options).
    static func appVersion(_ spec: UpdateSpec, language: String?, cache: StudyCache? = nil) throws(ScenarioSetupError) -> AppVersion {
        do {
            return try checkedStudy(spec.study, spec.project, cache: cache).version(language: language, required: nil)
        } catch {
            throw ScenarioSetupError(message: "the study \(spec.path) does not load: \(error)")
        }
    }

    /// Builds the simulated phone the header describes, its clock running at `speed` when it runs.
    public static func makeSimulation(_ s: Scenario, study loaded: StudyCache.Checked? = nil, speed: Double = SystemUI.defaultSpeed,
                                      hostedApp: HostedApp? = nil) throws -> ConsentSimulation {
        let checked = try loaded ?? loadStudy(s)
        let study = checked.study
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
        if let v = s.app.api { options.behavior.api = v }
        if let model = s.watchModel { options.watchModel = model }
        options.sensorKit.rates.apply(s.studyOverrides.rates)
        if let on = s.fitnessTracking { options.fitnessTracking = on }
        if let os = s.os { options.osVersion = os }
        options.device = s.device
        options.sensorKitLink = s.link
        let required = try requiredSensors(s.studyOverrides, of: study, language: s.lang)
        guard let saved = s.state else {
            let sim = ConsentSimulation(version: checked.version(language: s.lang, required: required), language: s.lang,
                                        options: options, speed: speed)
            sim.startWithEarlierAnswers(s.given)
            return sim
        }
        let place = "\(s.file):\(s.place(of: "state").map { "\($0)" } ?? "\(saved.line):1"): state: "
        do throws(ParticipantFile.Problem) {
            let state = try ParticipantFile.read(saved.url.path)
            if let problem = state.languageProblem(in: study) { throw ParticipantFile.Problem(path: saved.url.path, message: problem) }
            // The participant's phone keeps its language: the file's unless lang: (or --lang) names one.
            if let refusal = state.languageRefusal(s.lang) { throw ParticipantFile.Problem(path: saved.url.path, message: refusal) }
            let lang = s.lang ?? state.lang
            let sim = ConsentSimulation(version: checked.version(language: lang, required: required), language: lang,
                                        options: ConsentSimulation.options(resuming: state, options, osGiven: s.os != nil), speed: speed)
            // The iOS is the command line's (--ios) or the header's (ios:, at its line), never the file's.
            let osSource = s.os == nil ? nil : s.overrides["ios"] != nil ? "--ios"
                : "ios:" + (s.place(of: "ios").map { " at line \($0.line)" } ?? "")
            try sim.resume(state, from: saved.url.path, osSource: osSource)
            sim.startWithEarlierAnswers(s.given)
            return sim
        } catch {
            throw ScenarioSetupError(message: place + error.description)
        }
    }

    /// The Required sensors after the header's `required:` and `optional:`, as if the study's
    /// usage details said so; nil when the header changes nothing.
    private static func requiredSensors(_ o: StudyOverrides, of study: Study, language: String?) throws(ScenarioSetupError) -> Set<SRSensor>? {
        if let stray = o.stray(in: study) { throw ScenarioSetupError(message: stray.message) }
        return o.requiredSensors(of: study, language: language)
    }

    public func run() -> ScenarioResult { play().result }

    /// Runs the scenario; also returns the simulation it ran on, and how many events its setup
    /// caused before the first step (nil when it could not start).
    func play() -> (result: ScenarioResult, sim: ConsentSimulation?, setupEvents: Int) {
        let started = Date()
        var transcript: [ScenarioResult.Entry] = []
        var shots: [(name: String, screen: String)] = []
        let sim: ConsentSimulation
        do { sim = try Self.makeSimulation(scenario, study: study, hostedApp: hostedApp) } catch {
            let step = Step(kind: .launch, line: 1, column: 1, source: "(setup)")
            let failure = ScenarioResult.Failure(step: step, expected: "a study to load", found: "\(error)", screen: "")
            return (ScenarioResult(scenario: scenario, failure: failure, transcript: [], screenshots: [], seconds: 0), nil, 0)
        }
        let setupEvents = sim.journal.count
        // A long step (advance: 300d) stops part-way too, within one of its timers: the case is
        // reported as not run, so where its clock stopped is never read.
        if let stoppedBy { sim.interruption = { stoppedBy() != nil } }
        cast?.begin(scenario, on: sim)
        // Filming, the checks read the screen the cast drew for the state now (the same text in
        // colour as without).
        let frames = FrameCache(size: scenario.screen)
        let render: Render
        if let cast {
            render = { cast.screenNow ?? frames.screen($0) }
        } else {
            render = frames.screen
        }
        // The text of the screen now: drawn and read once per state of the simulation.
        func text(_ sim: ConsentSimulation) -> String { cast == nil ? frames.text(sim) : render(sim).text }
        func failed(_ step: Step, _ expected: String, _ found: String) -> (result: ScenarioResult, sim: ConsentSimulation?, setupEvents: Int) {
            cast?.failed(expected: expected, found: found, on: sim)
            let failure = ScenarioResult.Failure(step: step, expected: expected, found: found, screen: text(sim))
            return (ScenarioResult(scenario: scenario, failure: failure, transcript: transcript, screenshots: shots,
                                   seconds: Date().timeIntervalSince(started)), sim, setupEvents)
        }
        var injections = InjectionWatch()
        for (index, step) in scenario.steps.enumerated() {
            if let signal = stoppedBy?() { return (.skipped(scenario, because: ScenarioResult.stoppedBySignal(signal)), sim, setupEvents) }
            if let unmet = injections.before(step, on: sim) { return failed(unmet.step, unmet.expected, unmet.found) }
            var context = StepContext(sim: sim, render: render, screen: scenario.screen, onScreenshot: onScreenshot)
            context.studies = studies
            if let cast {
                cast.step(step, index: index, of: scenario.steps.count, on: sim)
                context.onSend = { cast.acted($0) }
            }
            let problem = context.execute(step)
            if let signal = stoppedBy?() { return (.skipped(scenario, because: ScenarioResult.stoppedBySignal(signal)), sim, setupEvents) }
            if let shot = context.screenshot { shots.append(shot) }
            // The events are kept always (a failure's report shows the way to it); the
            // screens, most of a transcript's size, only when a transcript is asked for.
            transcript.append(.init(step: step, time: sim.now.timeIntervalSinceReferenceDate,
                                    caused: context.events, screen: keepTranscript ? text(sim) : ""))
            if let (expected, found) = problem { return failed(step, expected, found) }
            if let unmet = injections.after(step, on: sim) { return failed(unmet.step, unmet.expected, unmet.found) }
        }
        if let unmet = injections.atEnd(on: sim) { return failed(unmet.step, unmet.expected, unmet.found) }
        cast?.passed(on: sim)
        return (ScenarioResult(scenario: scenario, failure: nil, transcript: transcript, screenshots: shots,
                               seconds: Date().timeIntervalSince(started)), sim, setupEvents)
    }

    /// A transcript line: the event's time, who it is about, and its text.
    static func line(_ e: Event) -> String {
        var line = ""
        appendLine(e, to: &line)
        return line
    }

    /// `line(e)` written onto the end of `text`.
    static func appendLine(_ e: Event, to text: inout String) {
        text += stamp(e.time)
        text += " "
        text += e.source.rawValue
        text += ": "
        text += e.text
    }

    /// A wall time in UTC, as transcripts write it (one `DateFormatter` per line was most of a
    /// long transcript's cost).
    static func stamp(_ t: Double) -> String {
        ClockText.dateTime(Date(timeIntervalSinceReferenceDate: t), VirtualClock.utc)
    }
}

/// A scenario that cannot start (its study does not load).
public struct ScenarioSetupError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
