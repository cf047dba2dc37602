import Foundation
import SensorKitSim
import Simulation
import StudyConfig

/// Writes a walk-through as a scenario: semantic steps (allow, deny, changeChoice, advance,
/// settings — not keystrokes), closed by `expectStatus` and `expectRecording` for the final
/// state, so a flow walked once by hand replays as a regression test.
///
/// It reads only what was sent and what happened: the participant's events become steps,
/// `fetchNow` (the `f` key) is kept as a step, and jumps and the clock's own running become
/// `advance:` steps kept to the millisecond, so the replay's log is the walk's log, line for line.
public final class ScenarioRecorder {
    private let header: [String]
    private var steps: [String] = []
    /// The clock when the last step was written, and the clock after the last action.
    private var clockAtLastStep: Double?
    private var clock: Double?
    /// The last step written is a jump, which a following jump extends.
    private var lastStepIsJump = false

    /// `study` is written as given (make it relative to where the scenario will be saved);
    /// `project` is how it was read (an Xcode project's target and configuration, build
    /// variables) and `motion` when the app asks for Motion & Fitness, so the replay sets up the
    /// same phone.
    public init(name: String, study: String, seed: UInt64, start: Date, watch: Bool, lang: String?,
                project: StudyLoadOptions = StudyLoadOptions(), motion: MotionQueryTiming? = nil) {
        var h = ["name: \(Self.quote(name))", "study: \(Self.quote(study))"]
        if let target = project.target { h.append("target: \(Self.quote(target))") }
        if let configuration = project.configuration { h.append("configuration: \(Self.quote(configuration))") }
        if !project.variables.isEmpty {
            h.append("vars: {" + project.variables.sorted { $0.key < $1.key }.map { "\($0.key): \(Self.quote($0.value))" }
                .joined(separator: ", ") + "}")
        }
        h += ["seed: \(seed)", "start: \(ISO8601DateFormatter().string(from: start))", "watch: \(watch)"]
        if let lang { h.append("lang: \(lang)") }
        if let motion { h.append("app: {motion: \(motion.rawValue)}") }
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
        if action == .fetchNow { found.insert("fetchNow", at: 0) }
        guard !found.isEmpty else { return }
        flushClock(to: clock ?? after)
        steps += found
        lastStepIsJump = false
        // A reset starts the clock again from the phone's start.
        if action == .reset { clockAtLastStep = after }
    }

    /// The step an event stands for, if the participant did it.
    private static func step(_ event: Event) -> String? {
        switch event.kind {
        case .appLaunched(let n, let bySystem):
            return bySystem ? nil : (n == 1 ? "launch" : "relaunch")
        case .participant(let p):
            switch p {
            case .sheetPage(let from, let to):
                switch (from, to) {
                case (.intro, _): return "next"
                default: return isForward(from, to) ? nil : "back"
                }
            case .answered(let s, let allowed): return "\(allowed ? "allow" : "deny"): \(s)"
            case .requiredAlertShown: return nil
            case .changedChoice: return "changeChoice"
            case .closedSheet(.done): return "done"
            case .closedSheet(.cancel): return "cancel"
            case .declinedToEnroll: return "dontEnroll"
            case .openedPrivacyPolicy: return nil
            case .answeredMotion(let allowed): return "motion: \(allowed ? "allow" : "deny")"
            case .switchedSensor(let s, let on): return "settings: {\(on ? "allow" : "deny"): [\(s)]}"
            case .switchedCollection(let on): return "settings: {collection: \(on ? "on" : "off")}"
            case .switchedFitnessTracking(let on): return "settings: {fitnessTracking: \(on ? "on" : "off")}"
            case .switchedMotion(let on): return "settings: {motion: \(on ? "on" : "off")}"
            case .deletedData(let sensors): return "settings: {deleteData: [\(sensors.map(\.description).joined(separator: ", "))]}"
            case .refused: return nil
            case .resetToFreshInstall: return "reset"
            }
        default:
            return nil
        }
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
        if lastStepIsJump, let last = steps.last, let previous = Self.seconds(last.dropFirst("advance: ".count)) {
            steps[steps.count - 1] = "advance: \(Self.duration(previous + seconds))"
        } else {
            steps.append("advance: \(Self.duration(seconds))")
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
        steps.append("advance: \(Self.duration(kept))")
        clockAtLastStep = last + kept
        lastStepIsJump = false
    }

    /// The scenario so far, closed by expectations of the final state.
    public func yaml(finalState s: Snapshot) -> String {
        flushClock(to: s.now.timeIntervalSinceReferenceDate)
        var lines = header
        lines.append("steps:")
        lines += steps.map { "  - \($0)" }
        var statuses = s.profile.sensors.map { "\($0): \(s.status(of: $0))" }
        if s.usesMotion { statuses.append("motion: \(s.motionStatus)") }
        if !statuses.isEmpty { lines.append("  - expectStatus: {\(statuses.joined(separator: ", "))}") }
        let recording = s.profile.sensors.map { "\($0): \(s.isRecordingForApp($0))" }
        if !recording.isEmpty { lines.append("  - expectRecording: {\(recording.joined(separator: ", "))}") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if abs(seconds - Double(s)) >= 0.0005 { return String(format: "%.3fs", seconds) }
        if s % 86_400 == 0 { return "\(s / 86_400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }

    /// Reads back what `duration` wrote.
    static func seconds<S: StringProtocol>(_ text: S) -> Double? {
        guard let unit = text.last, let n = Double(text.dropLast()) else { return nil }
        switch unit {
        case "d": return n * 86_400
        case "h": return n * 3600
        case "m": return n * 60
        case "s": return n
        default: return nil
        }
    }

    static func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
