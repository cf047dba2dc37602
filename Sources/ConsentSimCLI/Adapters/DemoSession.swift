import Foundation
import Scenarios
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
        /// Anything else: send it as it is.
        case act(Act)
    }

    /// An action for the simulation, opaque to the loop.
    struct Act: Equatable {
        fileprivate let action: Action
    }

    /// The highest clock speed, virtual seconds per real second.
    static var maximumSpeed: Double { ConsentSimulation.speeds.last ?? 86_400 }

    /// The version `--version` prints.
    static var version: String { ConsentSimVersion.string }

    private let simulation: ConsentSimulation
    private let recorder: ScenarioRecorder?

    /// The demo on `study` (nil: the built-in copy of the sleep study), with the participant's
    /// text in `options.language` (already checked against the study). With `recording`, the
    /// walk-through is collected as a scenario to be saved in `recording.file`, naming the study
    /// folder relative to that file, with the `project` options it was read with.
    init(study: Study?, options: StudyOptions = StudyOptions(), speed: Double? = nil,
         recording: (file: String, studyFolder: URL)? = nil, project: StudyLoadOptions = StudyLoadOptions(),
         hostedApp: HostedApp? = nil) {
        var phone = SimulatedPhone.Options()
        phone.hostedApp = hostedApp
        if let seed = options.seed { phone.seed = seed }
        if let start = options.start { phone.start = start }
        if let watch = options.watch { phone.watchPaired = watch }
        if let motion = options.motion { phone.behavior.motion = motion }
        let speed = speed ?? 60
        let simulation = study.map { ConsentSimulation(study: $0, language: options.language, options: phone, speed: speed) }
            ?? ConsentSimulation(profile: .sleepStudy, options: phone, speed: speed)
        self.simulation = simulation
        recorder = recording.map { recording in
            let target = URL(fileURLWithPath: recording.file)
            return ScenarioRecorder(name: "Recorded walk-through of \(simulation.snapshot.profile.appName)",
                                    study: RelativePath.from(target.deletingLastPathComponent(), to: recording.studyFolder),
                                    seed: phone.seed, start: phone.start, watch: phone.watchPaired, lang: options.language,
                                    project: project, motion: options.motion)
        }
    }

    /// The participant opens the study app.
    func launch() { send(.launch) }

    var isPaused: Bool { simulation.isPaused }

    /// Virtual seconds per real second now.
    var speed: Double { simulation.speed }

    /// The virtual clock, in seconds since 2001 (for `bench`'s account of how far it got).
    var clockSeconds: Double { simulation.now.timeIntervalSinceReferenceDate }

    /// What `key` means with the simulation as it is, drawn as `frame`; nil when it does nothing.
    func command(for key: Key, on frame: Screen) -> Command? {
        switch KeyMap.command(for: key, in: simulation.snapshot, screen: frame) {
        case .quit?: return .quit
        case .action(.advance(let seconds))?: return .jump(seconds: seconds)
        case .action(let action)?: return .act(Act(action: action))
        case nil: return nil
        }
    }

    func perform(_ act: Act) { send(act.action) }

    /// The running clock: `realSeconds` of real time at the current speed (nothing when paused).
    func tick(realSeconds: Double) { send(.tick(realSeconds: realSeconds)) }

    /// A jump of the clock, or one slice of one.
    func advance(seconds: Double) { send(.advance(seconds)) }

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
            case .sheet(.sensor): send(.press(.sheetAllow))
            case .sheet(.review): send(.press(.sheetDone))
            case .motionAlert: send(.press(.motionAllow))
            default: return
            }
        }
    }

    /// The one way actions reach the simulation, so the recorder sees each one with what it caused.
    private func send(_ action: Action) {
        let events = simulation.send(action)
        recorder?.record(action, events: events, now: simulation.now)
    }
}
