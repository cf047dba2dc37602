import Foundation
import SensorKitSim
import Simulation

/// Writes a walk-through as a scenario: semantic steps (allow, deny, changeChoice, advance,
/// settings — not keystrokes), closed by `expectStatus` and `expectRecording` for the final
/// state, so a flow walked once by hand replays as a regression test.
public final class ScenarioRecorder {
    private let header: [String]
    private var steps: [String] = []
    private var clockAtLastStep: Double?
    private var launched = false

    /// `study` is written as given (make it relative to where the scenario will be saved).
    public init(name: String, study: String, seed: UInt64, start: Date, watch: Bool, lang: String?) {
        var h = ["name: \(Self.quote(name))", "study: \(Self.quote(study))", "seed: \(seed)",
                 "start: \(ISO8601DateFormatter().string(from: start))", "watch: \(watch)"]
        if let lang { h.append("lang: \(lang)") }
        header = h
    }

    /// Call before `sim.send(action)`: the step is read from the screen the action acts on.
    public func willSend(_ action: Action, to sim: ConsentSimulation) {
        if case .advance(let seconds) = action {
            // A jump (`]`, `}`) is kept exactly; the clock's own running is rounded (see flushClock).
            flushClock(sim)
            steps.append("advance: \(Self.duration(seconds))")
            jumped = true
            return
        }
        var resolved = action
        if action == .activateFocused, let id = sim.focusedControl { resolved = .press(id) }
        if action == .escape { resolved = escapeMeaning(sim) ?? action }
        guard let step = step(for: resolved, sim) else { return }
        flushClock(sim)
        steps.append(step)
    }

    /// Call after each `send`, so clock moves between steps become `advance:`.
    public func didSend(to sim: ConsentSimulation) {
        if clockAtLastStep == nil || jumped { clockAtLastStep = sim.now.timeIntervalSinceReferenceDate }
        jumped = false
    }

    private var jumped = false

    /// The clock ran while the person read and typed: whole minutes of it become an `advance:`
    /// (less is dropped), so the file does not fill with the seconds between key presses.
    private func flushClock(_ sim: ConsentSimulation) {
        let now = sim.now.timeIntervalSinceReferenceDate
        if let last = clockAtLastStep, now - last >= 60 {
            let minutes = ((now - last) / 60).rounded(.down)
            steps.append("advance: \(Self.duration(minutes * 60))")
            clockAtLastStep = last + minutes * 60
        }
    }

    private func escapeMeaning(_ sim: ConsentSimulation) -> Action? {
        switch sim.screen {
        case .requiredAlert: .press(.alertChangeChoice)
        case .sheet(.intro): .press(.sheetCancel)
        case .sheet: .press(.sheetBack)
        default: nil
        }
    }

    private func step(for action: Action, _ sim: ConsentSimulation) -> String? {
        let sk = sim.phone.sensorKit
        switch action {
        case .launch:
            defer { launched = true }
            return launched ? "relaunch" : "launch"
        case .press(let id):
            switch id {
            case .sheetNext: return "next"
            case .sheetAllow: return sim.sheet?.currentSensor.map { "allow: \($0)" }
            case .sheetDeny: return sim.sheet?.currentSensor.map { "deny: \($0)" }
            case .sheetBack: return "back"
            case .sheetCancel: return "cancel"
            case .sheetDone: return "done"
            case .alertChangeChoice: return "changeChoice"
            case .alertDontEnroll: return "dontEnroll"
            case .motionAllow: return "motion: allow"
            case .motionDeny: return "motion: deny"
            case .settingsSensor(let s):
                return sk.status(of: s) == .authorized ? "settings: {deny: [\(s)]}" : "settings: {allow: [\(s)]}"
            case .settingsCollection: return "settings: {collection: \(sk.collectionEnabled ? "off" : "on")}"
            case .settingsFitnessTracking: return "settings: {fitnessTracking: \(sim.phone.motion.fitnessTrackingEnabled ? "off" : "on")}"
            case .settingsMotionApp: return "settings: {motion: \(sim.phone.motion.storedStatus == .authorized ? "off" : "on")}"
            case .settingsDeleteUnshared: return "settings: {deleteData: [\(sim.profile.sensors.map(\.description).joined(separator: ", "))]}"
            case .crashRelaunch: return "relaunch"
            default: return nil
            }
        case .setSensor(let s, let allowed): return "settings: {\(allowed ? "allow" : "deny"): [\(s)]}"
        case .setCollection(let on): return "settings: {collection: \(on ? "on" : "off")}"
        case .setFitnessTracking(let on): return "settings: {fitnessTracking: \(on ? "on" : "off")}"
        case .setMotion(let on): return "settings: {motion: \(on ? "on" : "off")}"
        case .deleteData(let s): return "settings: {deleteData: [\(s)]}"
        default: return nil
        }
    }

    /// The scenario so far, closed by expectations of the final state.
    public func yaml(finalState sim: ConsentSimulation) -> String {
        flushClock(sim)
        var lines = header
        lines.append("steps:")
        lines += steps.map { "  - \($0)" }
        let sk = sim.phone.sensorKit
        var statuses = sim.profile.sensors.map { "\($0): \(sk.status(of: $0))" }
        if sim.profile.usesMotionActivity { statuses.append("motion: \(sim.phone.motion.status)") }
        if !statuses.isEmpty { lines.append("  - expectStatus: {\(statuses.joined(separator: ", "))}") }
        let recording = sim.profile.sensors.map { "\($0): \(sk.isRecording($0) && sk.appHasStake(in: $0))" }
        if !recording.isEmpty { lines.append("  - expectRecording: {\(recording.joined(separator: ", "))}") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if s % 86_400 == 0 { return "\(s / 86_400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }

    static func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
