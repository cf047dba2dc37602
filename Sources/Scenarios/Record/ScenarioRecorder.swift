import Foundation
import SensorKitSim
import Simulation
import StudyConfig
import SimCore

/// Writes a walk-through as a scenario: semantic steps (allow, deny, changeChoice, advance,
/// settings — not keystrokes), closed by `expectStatus` and `expectRecording` for the final
/// state, so a flow walked once by hand replays as a regression test.
///
/// It reads only what was sent and what happened: the participant's events become steps,
/// `fetchNow` (the `f` key) is kept as a step, and jumps and the clock's own running become
/// `advance:` steps kept to the millisecond, so the replay's log is the walk's log, line for line.
public final class ScenarioRecorder {
    private let header: [String]
    private var steps: [Step] = []
    /// The clock when the last step was written, and the clock after the last action.
    private var clockAtLastStep: Double?
    private var clock: Double?
    /// The last step written is a jump, which a following jump extends.
    private var lastStepIsJump = false
    /// How an update the walk installs is written (`update: ../v2`), relative to the scenario.
    public var updateSpec: UpdateSpec?

    /// `study` is written as given (make it relative to where the scenario will be saved);
    /// `project` is how it was read (an Xcode project's target and configuration, build
    /// variables), `motion` when the app asks for Motion & Fitness, and `ios` when the phone runs
    /// another iOS version than the current one, so the replay sets up the same phone.
    public init(name: String, study: String, seed: UInt64, start: Date, watch: Bool, lang: String?,
                project: StudyLoadOptions = StudyLoadOptions(), motion: MotionQueryTiming? = nil, ios: OSVersion? = nil) {
        var h = ["name: \(YAMLText.quote(name))", "study: \(YAMLText.quote(study))"]
        if let target = project.target { h.append("target: \(YAMLText.quote(target))") }
        if let configuration = project.configuration { h.append("configuration: \(YAMLText.quote(configuration))") }
        if !project.variables.isEmpty {
            h.append("vars: {" + project.variables.sorted { $0.key < $1.key }.map { "\($0.key): \(YAMLText.quote($0.value))" }
                .joined(separator: ", ") + "}")
        }
        h += ["seed: \(seed)", "start: \(ISODateTime.string(from: start))", "watch: \(watch)"]
        if let lang { h.append("lang: \(lang)") }
        if let motion { h.append("app: {motion: \(motion.rawValue)}") }
        if let ios { h.append("ios: \(YAMLText.quote(ios.description))") }
        header = h
    }

    /// Takes one `send`: the action, the events it returned, and the clock after it.
    package func record(_ action: Action, events: [Event], now: Date) {
        let after = now.timeIntervalSinceReferenceDate
        defer { clock = after }
        if clockAtLastStep == nil { clockAtLastStep = clock ?? after }
        if case .advance(let seconds) = action {
            flushClock(to: clock ?? after)
            appendJump(seconds)
            clockAtLastStep = after
            return
        }
        var found = events.compactMap(Self.step)
        // The study app's fetch on demand has no participant event of its own.
        if action == .fetchNow { found.insert(.fetchNow, at: 0) }
        if case .update = action {
            guard let updateSpec, events.contains(where: Self.isUpdate) else { return }
            // The launch that follows an update is the update's own, not a step of its own.
            if let launch = found.firstIndex(where: { $0 == .relaunch || $0 == .launch }) { found.remove(at: launch) }
            found.insert(.update(updateSpec), at: 0)
        }
        guard !found.isEmpty else { return }
        flushClock(to: clock ?? after)
        steps += found.map { Step($0) }
        lastStepIsJump = false
        // A reset starts the clock again from the phone's start.
        if action == .reset { clockAtLastStep = after }
    }

    /// The step an event stands for, if the participant did it.
    private static func step(_ event: Event) -> Step.Kind? {
        switch event.kind {
        case .appLaunched(let n, let bySystem):
            return bySystem ? nil : (n == 1 ? .launch : .relaunch)
        case .participant(let p):
            switch p {
            case .sheetPage(let from, let to):
                switch (from, to) {
                case (.intro, _): return .next
                default: return isForward(from, to) ? nil : .back
                }
            case .answered(let s, let allowed): return allowed ? .allow(s) : .deny(s)
            case .requiredAlertShown: return nil
            case .changedChoice: return .changeChoice
            case .closedSheet(.done): return .done
            case .closedSheet(.cancel): return .cancel
            case .declinedToEnroll: return .dontEnroll
            case .openedPrivacyPolicy: return nil
            case .openedSettingsToEnableCollection: return .openSettings
            case .answeredMotion(let allowed, _): return .motion(allow: allowed)
            case .switchedSensor(let s, let on): return .settings(on ? SettingsChange(allow: [s]) : SettingsChange(deny: [s]))
            case .switchedCollection(let on): return .settings(SettingsChange(collection: on))
            // The step that switches collection off meets the alert; its buttons are steps of their own.
            case .askedToConfirmCollectionOff: return .settings(SettingsChange(collection: false))
            case .confirmedCollectionOff: return .turnOff
            case .keptCollectionOn: return .cancel
            case .switchedFitnessTracking(let on): return .settings(SettingsChange(fitnessTracking: on))
            case .switchedMotion(let on): return .settings(SettingsChange(motion: on))
            // The confirmation is the deletion's own: the step that deletes stands for both taps.
            case .askedToConfirmDeletion, .cancelledDeletion: return nil
            case .deletedData(let sensors): return .settings(SettingsChange(deleteData: sensors))
            case .refused: return nil
            case .resetToFreshInstall: return .reset
            }
        default:
            return nil
        }
    }

    private static func isUpdate(_ event: Event) -> Bool {
        if case .install(.updated) = event.kind { true } else { false }
    }

    /// Answering a sensor turns the page forward by itself; only Back is a step of its own.
    private static func isForward(_ from: SheetState.Page, _ to: SheetState.Page) -> Bool {
        switch (from, to) {
        case (.sensor(let a), .sensor(let b)): b > a
        case (.sensor, .review): true
        default: false
        }
    }

    /// Consecutive jumps (the demo sends a long jump in slices) become one step.
    private func appendJump(_ seconds: Double) {
        // A jump of nothing would be written as advance: 0, which a scenario refuses.
        guard seconds > 0 else { return }
        if lastStepIsJump, case .advance(let previous)? = steps.last?.kind {
            steps[steps.count - 1] = Step(.advance(seconds: previous + seconds))
        } else {
            steps.append(Step(.advance(seconds: seconds)))
        }
        lastStepIsJump = true
    }

    /// The clock ran while the person read and typed: it becomes an `advance:` before the next
    /// step, to the millisecond, so each step replays at the time it was done and the log's
    /// times match (rounding to minutes would move every later line).
    private func flushClock(to now: Double) {
        guard let last = clockAtLastStep else { return }
        let kept = ((now - last) * 1000).rounded(.down) / 1000
        guard kept > 0 else { return }
        steps.append(Step(.advance(seconds: kept)))
        clockAtLastStep = last + kept
        lastStepIsJump = false
    }

    /// The scenario so far, closed by expectations of the final state, each step written by
    /// its definition.
    public func yaml(finalState s: Snapshot) -> String {
        flushClock(to: s.now.timeIntervalSinceReferenceDate)
        var closing: [Step] = []
        var statuses = s.profile.sensors.map { StatusExpectation.sensor($0, s.status(of: $0)) }
        if s.usesMotion { statuses.append(.motion(s.motionStatus.description)) }
        if !statuses.isEmpty { closing.append(Step(.expectStatus(statuses))) }
        let recording = s.profile.sensors.map { RecordingExpectation(sensor: $0, recording: s.isRecordingForApp($0)) }
        if !recording.isEmpty { closing.append(Step(.expectRecording(recording))) }
        return (header + ["steps:"] + (steps + closing).map { "  - \($0.yaml)" }).joined(separator: "\n") + "\n"
    }
}
