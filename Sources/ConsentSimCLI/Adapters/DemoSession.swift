import Foundation
import Scenarios
import SensorKitSim
import Simulation
import StudyConfig
import TerminalUI

/// The interactive demo's one door into the simulation.
///
/// Every call the demo (and `bench`'s frame and key-latency figures) makes to the Simulation
/// module, to TerminalUI's views and key map, and to the Scenarios recorder is in this file, so
/// a change in those APIs is adapted here alone. The event loop sees only what it needs: send an
/// action, is the clock paused, how fast it runs, draw a frame, what a key means.
final class DemoSession {
    /// What a key asks the event loop to do.
    enum Command: Equatable {
        case quit
        /// Move the clock on by this many seconds (`]`, `}`); the loop does it in slices.
        case jump(seconds: Double)
        /// Move the clock on until the study app's nightly fetch returns data (`d`), in slices.
        case jumpToFirstData
        /// Anything else: send it as it is.
        case act(Act)
        /// Save the screen as it is as a screenshot.
        case screenshot
        /// Nothing to do, and the bottom line says why (`u` with no version to install, `d` with
        /// no fetch that could return data, `f` with the app not running).
        case notice(String)
    }

    /// An action for the simulation, opaque to the loop.
    struct Act: Equatable {
        fileprivate let action: Action
    }

    /// A jump to the first fetch with data in progress (the simulation's own search value).
    typealias Search = FirstDataSearch

    /// The highest clock speed, virtual seconds per real second.
    static var maximumSpeed: Double { SystemUI.speeds[SystemUI.speeds.count - 1] }

    /// The version `--version` prints.
    static var version: String { ConsentSimVersion.string }

    private let simulation: ConsentSimulation
    private let recorder: ScenarioRecorder?
    /// The version `u` installs (`run --update-to`), until it is installed.
    private var stagedUpdate: AppVersion?
    /// The version `u` installed, once it has (what a second `u` says).
    private var installedUpdate: String?
    /// Where the participant is saved after every change (`run --state`), and the first save
    /// that failed (the demo goes on; the failure is reported when it ends).
    private var stateFile: String?
    private(set) var stateSaveFailure: String?
    /// Saves wait for the demo to have its terminal (`startSaving()`): a run that cannot start
    /// (exit 2) leaves the `--state` file as it was, or makes none.
    private var savingStarted = false
    /// The scenario autoplay plays (`run --play`), acting on `simulation`.
    private let player: StepPlayer?

    /// The demo on `study` (nil: the built-in copy of the sleep study), with the participant's
    /// text in `options.language` (already checked against the study). With `recording`, the
    /// walk-through is collected as a scenario to be saved in `recording.file`, naming the study
    /// folder relative to that file, with the `project` options it was read with.
    convenience init(study: Study?, options: StudyOptions = StudyOptions(), speed: Double? = nil,
                     recording: (file: String, studyFolder: URL)? = nil, project: StudyLoadOptions = StudyLoadOptions(),
                     required: Set<SRSensor>? = nil, hostedApp: HostedApp? = nil) {
        let phone = Self.phoneOptions(options, hostedApp: hostedApp)
        self.init(Self.simulation(study, options: options, phone: phone, speed: speed, required: required), phone: phone, options: options,
                  recording: recording, project: project)
    }

    /// The demo on a saved participant (`run --state FILE`): resumed from `saved` when the file
    /// exists, and saved to `path` after every change and when the demo ends, however it ends.
    /// A participant of another app is refused naming the file; one saved with another version
    /// of this app is updated to this one.
    convenience init(study: Study?, state path: String, saved: ParticipantState?, options: StudyOptions = StudyOptions(),
                     speed: Double? = nil, recording: (file: String, studyFolder: URL)? = nil,
                     project: StudyLoadOptions = StudyLoadOptions(), hostedApp: HostedApp? = nil) throws(InputError) {
        var phone = Self.phoneOptions(options, hostedApp: hostedApp)
        if let saved { phone = ConsentSimulation.options(resuming: saved, phone, osGiven: options.osVersion != nil) }
        let simulation = Self.simulation(study, options: options, phone: phone, speed: speed)
        if let saved {
            do { try simulation.resume(saved, from: path, osSource: options.osVersion.map { _ in "--ios" }) } catch { throw InputError(error.description) }
        }
        self.init(simulation, phone: phone, options: options, recording: recording, project: project)
        stateFile = path
    }

    private static func phoneOptions(_ options: StudyOptions, hostedApp: HostedApp?) -> SimulatedPhone.Options {
        var phone = SimulatedPhone.Options()
        phone.hostedApp = hostedApp
        if let seed = options.seed { phone.seed = seed }
        if let start = options.start { phone.start = start }
        if let watch = options.watch { phone.watchPaired = watch }
        if let motion = options.motion { phone.behavior.motion = motion }
        if let os = options.osVersion { phone.osVersion = os }
        return phone
    }

    private static func simulation(_ study: Study?, options: StudyOptions, phone: SimulatedPhone.Options, speed: Double?,
                                   required: Set<SRSensor>? = nil) -> ConsentSimulation {
        let speed = speed ?? SystemUI.defaultSpeed
        return study.map { ConsentSimulation(study: $0, language: options.language, options: phone, speed: speed, required: required) }
            ?? ConsentSimulation(profile: .sleepStudy, options: phone, speed: speed)
    }

    private init(_ simulation: ConsentSimulation, phone: SimulatedPhone.Options, options: StudyOptions,
                 recording: (file: String, studyFolder: URL)?, project: StudyLoadOptions) {
        self.simulation = simulation
        Self.stopLongStepsOnSignal(simulation)
        recorder = recording.map { recording in
            let target = URL(fileURLWithPath: recording.file)
            return ScenarioRecorder(name: "Recorded walk-through of \(simulation.snapshot.profile.appName)",
                                    study: RelativePath.from(target.deletingLastPathComponent(), to: recording.studyFolder),
                                    seed: phone.seed, start: phone.start, watch: phone.watchPaired, lang: options.language,
                                    project: project, motion: options.motion, ios: options.osVersion)
        }
        player = nil
    }

    /// The demo on the phone `flow`'s header describes, ready for autoplay to play its steps.
    /// A `study` and the `options` given override the header's; `project` too, when given.
    /// An invalid or unloadable flow is an `InputError` naming the file.
    init(autoplaying flow: String, study: String?, options: StudyOptions, project: StudyLoadOptions, required: [SRSensor] = [],
         speed: Double?, hostedApp: HostedApp? = nil) throws(InputError) {
        var scenario: Scenario
        do { scenario = try ScenarioParser.parse(contentsOf: URL(fileURLWithPath: flow), displayName: flow) } catch {
            throw InputError(error.description)
        }
        if let study { scenario.study = URL(fileURLWithPath: study) }
        if project != StudyLoadOptions() { scenario.project = project }
        if let seed = options.seed { scenario.seed = seed }
        if let start = options.start { scenario.start = start }
        if let watch = options.watch { scenario.watch = watch }
        if let language = options.language { scenario.lang = language }
        if let motion = options.motion { scenario.app.motion = motion }
        if let os = options.osVersion { scenario.os = os }
        // A sensor the study does not request is the option's mistake, not the flow's header's.
        if !required.isEmpty, let checked = try? ScenarioRunner.loadStudy(scenario),
           let stray = StudyOverrides(required: required).stray(in: checked.study) {
            throw InputError("--" + stray.message)
        }
        // As if the flow's header said required: for them too.
        for sensor in required where !scenario.studyOverrides.required.contains(sensor) {
            scenario.studyOverrides.required.append(sensor)
            scenario.studyOverrides.optional.removeAll { $0 == sensor }
        }
        let player: StepPlayer
        do { player = try StepPlayer(scenario, speed: speed ?? SystemUI.defaultSpeed, hostedApp: hostedApp) } catch {
            throw InputError("\(flow): \(error)")
        }
        self.player = player
        simulation = player.simulation
        recorder = nil
        Self.stopLongStepsOnSignal(simulation)
    }

    /// A signal the demo ends on (Ctrl-C) ends a long step part-way, at its next timer: an
    /// autoplayed `advance: 300d` kept the demo deaf to it for the whole step (21 s on the study
    /// that asks for every sensor, debug build). Whatever the step left is the participant's
    /// state when the demo ends, as after any other step.
    private static func stopLongStepsOnSignal(_ simulation: ConsentSimulation) {
        simulation.interruption = { PendingSignal.received != nil }
    }

    /// Keeps `study` (`--update-to`, named `path`) for `u` to install over the participant. Another
    /// app (a different bundle identifier) is refused now, naming both, and so is the study's own version. A walk-through being
    /// recorded to `recordingTo` writes the step as `update:` with the path relative to that file.
    func stageUpdate(_ study: Study, path: String, project: StudyLoadOptions, recordingTo: String?) throws(UsageError) {
        let version = AppVersion(study: study, language: simulation.language)
        // The demo has not launched yet, so the only refusals now are another app's files, an
        // earlier version, or the installed version itself.
        if let refusal = simulation.updateRefusal(version) {
            throw UsageError("--update-to \(path): \(refusal)", command: .run)
        }
        stagedUpdate = version
        if let recordingTo {
            let folder = URL(fileURLWithPath: recordingTo).deletingLastPathComponent()
            recorder?.updateSpec = UpdateSpec(path: RelativePath.from(folder, to: URL(fileURLWithPath: path)),
                                              study: URL(fileURLWithPath: path), project: project)
        }
    }

    /// The participant opens the study app.
    func launch() { send(.launch) }

    var isPaused: Bool { simulation.isPaused }

    /// The study app's name (a cast's title).
    var appName: String { simulation.snapshot.profile.appName }

    /// Whether the help covers the screen.
    var showsHelp: Bool { simulation.snapshot.showsHelp }

    /// Virtual seconds per real second now.
    var speed: Double { simulation.speed }

    /// The virtual clock, in seconds since 2001 (for `bench`'s account of how far it got).
    var clockSeconds: Double { simulation.now.timeIntervalSinceReferenceDate }

    /// What `key` means with the simulation as it is, drawn as `frame`; nil when it does nothing.
    func command(for key: Key, on frame: Screen) -> Command? {
        switch KeyMap.command(for: key, in: simulation.snapshot, screen: frame) {
        case .quit?: return .quit
        case .action(.advance(let seconds))?: return .jump(seconds: seconds)
        case .action(.jumpToFirstData)?: return .jumpToFirstData
        case .action(let action)?: return .act(Act(action: action))
        case .screenshot?: return .screenshot
        case .update?:
            // A refused update is still sent: the log then says why it was not installed.
            guard let staged = stagedUpdate else {
                if let installedUpdate { return .notice(KeyMap.refusal("u", "version \(installedUpdate) is installed; there is no other version to install")) }
                return .notice(KeyMap.refusal("u", "nothing to install: start the demo with --update-to V2 to stage a new version"))
            }
            return .act(Act(action: .update(staged)))
        case nil:
            // A key the help lists that cannot act now says why, rather than nothing.
            return KeyMap.refusal(for: key, in: simulation.snapshot, screen: frame).map { .notice($0) }
        }
    }

    func perform(_ act: Act) {
        let accepted = simulation.accepts(act.action)
        send(act.action)
        // One version is staged; once installed, `u` has nothing more to install.
        if case .update(let version) = act.action, accepted {
            stagedUpdate = nil
            installedUpdate = version.versionText
        }
        // A reset is a fresh install; the demo opens the app on it, as when it started.
        if act.action == .reset { send(.launch) }
    }

    /// The running clock: `realSeconds` of real time at the current speed (nothing when paused).
    func tick(realSeconds: Double) { send(.tick(realSeconds: realSeconds)) }

    /// A jump of the clock, or one slice of one.
    func advance(seconds: Double) { send(.advance(seconds)) }

    /// A jump to the first fetch with data, from now (`d`); the loop steps it in slices.
    func firstDataSearch() -> FirstDataSearch { simulation.firstDataSearch() }

    /// One slice of a jump to the first data: at most `seconds` of clock, never past the
    /// nightly fetch (the same search the `jumpToFirstData` action runs whole).
    func step(_ search: inout FirstDataSearch, atMost seconds: Double) {
        guard let step = search.nextStep(in: simulation, atMost: seconds) else { return }
        send(.advance(step))
        search.look(at: simulation)
    }

    /// What the bottom line says once a search is over: "First data: accelerometer from the
    /// iPhone, 6841 results", or that none came.
    static func outcomeText(_ search: FirstDataSearch) -> String? {
        switch search.outcome {
        case .found(let f)?: "First data: \(f.sensor) from the \(f.device), \(Plural.of(f.results, "result"))"
        case .gaveUp?: "No fetch returned data in \(FirstDataSearch.nights) nights: the log says what each found"
        case nil: nil
        }
    }

    /// The frame for the simulation as it is now.
    func render(width: Int, height: Int, colour: Bool) -> Screen {
        AppView.render(simulation.snapshot, width: width, height: height, colour: colour)
    }

    /// The walk-through as scenario YAML, closed by the final state; nil when not recording.
    func recordedScenario() -> String? { recorder?.yaml(finalState: simulation.snapshot) }

    /// Answers every prompt allowing everything, the way a participant pressing the focused
    /// button would (for `bench`'s full dashboard).
    func allowEverything() {
        for _ in 0..<100 {
            switch simulation.snapshot.foreground {
            case .sheet(.intro): send(.press(.sheetNext))
            case .sheet(.enableCollection): return
            case .sheet(.sensor): send(.press(.sheetAllow))
            case .sheet(.review): send(.press(.sheetDone))
            case .motionAlert: send(.press(.motionAllow))
            default: return
            }
        }
    }

    // MARK: Autoplay

    /// How many steps autoplay has (0 without `--play`).
    var autoplaySteps: Int { player?.count ?? 0 }

    /// The flow's name, for autoplay's first caption.
    var autoplayName: String { player?.scenario.name ?? "" }

    /// What step `index` does, in the phone's language.
    func stepCaption(_ index: Int) -> String { player?.caption(index) ?? "" }

    /// How many steps the audience sees (the actions), and how many come before step `index`.
    var autoplayShownSteps: Int { player?.shownCount ?? 0 }
    func autoplayShown(before index: Int) -> Int { player?.shownBefore(index) ?? 0 }

    /// Writes the flow's `screenshot:` steps into `folder` as `play` does; a screenshot that
    /// cannot be written fails its step.
    func writeScreenshots(in folder: String) {
        player?.onScreenshot = { [weak self] name, frame in
            do { _ = try ScreenshotFiles.write(frame, name: name, in: folder) } catch { self?.screenshotFailure = "\(error)" }
        }
    }
    private var screenshotFailure: String?

    func stepIsCheck(_ index: Int) -> Bool { player?.isCheck(index) ?? true }

    /// Moves the focus onto the control step `index` will press, so it is seen before it is.
    func aim(at index: Int) {
        guard let target = player?.target(of: index) else { return }
        for _ in simulation.snapshot.controls where simulation.snapshot.focusedControl != target { send(.focusNext) }
    }

    /// Performs step `index`; nil when it passed, else what was expected and found.
    func performStep(_ index: Int) -> String? {
        screenshotFailure = nil
        let problem = player?.perform(index)
        return problem ?? screenshotFailure.map { "screenshot not written: \($0)" }
    }

    /// A fresh install, then the first `count` steps at once.
    func replaySteps(upTo count: Int) { player?.replay(upTo: count) }

    /// Stops the running clock, so only the flow's own steps move time (as when it is played).
    func pauseClock() { if !simulation.isPaused { send(.togglePause) } }

    /// The one way actions reach the simulation, so the recorder sees each one with what it caused.
    private func send(_ action: Action) {
        let events = simulation.send(action)
        recorder?.record(action, events: events, now: simulation.now)
        if !events.isEmpty { saveState() }
    }

    /// Writes the participant to the `--state` file, whole or not at all; the demo's one
    /// shutdown path calls it too, so quitting, a signal or an error each leave it saved.
    func saveState() {
        guard let stateFile, savingStarted, stateSaveFailure == nil else { return }
        do { try simulation.saveState(to: stateFile, noting: false) } catch { stateSaveFailure = error.description }
    }

    /// The demo has the terminal: the participant is saved from now on, at once (with the
    /// launch that came before), then after every change.
    func startSaving() {
        savingStarted = true
        saveState()
    }

    /// The `--state` file, when the demo saves one.
    var savesStateTo: String? { stateFile }
}
