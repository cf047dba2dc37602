import Foundation
import SensorKitSim
import CoreMotionSim
import Simulation
import TerminalUI

/// Executes one step against the simulation. Returns nil when it passed, or (expected, found).
/// Every change goes through `send`; checks read the snapshot.
struct StepContext {
    let sim: ConsentSimulation
    let render: ScenarioRunner.Render
    /// The size `press:` finds controls at (the scenario's `screen:`).
    let screen: ScreenSize
    /// The latest scenario fetch per sensor and device (`sensor|device`), for `expectFetch:`.
    var fetches: [String: FetchRecord]
    /// What this step's actions caused, in order.
    private(set) var events: [Event] = []
    var screenshot: (name: String, screen: String, frame: Screen)?
    /// Called with the state after each action the step sends (a cast's frames).
    var onSend: ((ConsentSimulation) -> Void)?

    init(sim: ConsentSimulation, render: @escaping ScenarioRunner.Render, screen: ScreenSize, fetches: [String: FetchRecord]) {
        self.sim = sim; self.render = render; self.screen = screen; self.fetches = fetches
    }

    /// The simulation as it is state.
    var state: Snapshot { sim.snapshot }

    mutating func send(_ action: Action) {
        let caused = sim.send(action)
        events += caused
        onSend?(sim)
        for e in caused {
            if case .scriptFetch(let f) = e.kind, case .fetch(let request) = action {
                fetches["\(request.sensor.rawValue)|\(request.device.rawValue)"] = f
            }
        }
    }

    typealias Outcome = (expected: String, found: String)?

    func describe(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "the phone's home screen (no sheet or alert is up)"
        case .sheet(.intro): "the sheet's opening page"
        case .sheet(.sensor(let i)):
            "the sheet's page for \(state.sheet?.sensors[i].description ?? "?") (\(i + 1) of \(state.sheet?.sensors.count ?? 0))"
        case .sheet(.review): "the sheet's review page"
        case .requiredAlert(let s): "the Required alert for \(s)"
        case .motionAlert: "the Motion & Fitness alert"
        case .settings(let p): "Settings (\(p))"
        case .crashed: "the study app's crash"
        }
    }

    private func expectForeground(_ matches: (Foreground) -> Bool, _ what: String) -> Outcome {
        matches(sim.foreground) ? nil : (what, describe(sim.foreground))
    }

    mutating func execute(_ step: Step) -> Outcome {
        switch step.kind {
        case .launch:
            send(.launch)
        case .relaunch:
            send(sim.foreground == .crashed ? .press(.crashRelaunch) : .launch)
        case .reset:
            send(.reset)
        case .next:
            if let o = expectForeground({ $0 == .sheet(.intro) }, "the sheet's opening page") { return o }
            send(.press(.sheetNext))
        case .allow(let s), .deny(let s):
            let allow = { if case .allow = step.kind { return true } else { return false } }()
            if let o = expectPage(for: s) { return o }
            send(.press(allow ? .sheetAllow : .sheetDeny))
        case .answer(let plan):
            return answerSheet(plan)
        case .back:
            if let o = expectForeground({ if case .sheet = $0 { return true }; if case .settings = $0 { return true }; return false },
                                    "the sheet or Settings") { return o }
            send(state.sheet != nil ? .press(.sheetBack) : .press(.settingsBack))
        case .cancel:
            if let o = expectForeground({ if case .sheet = $0 { return true } else { return false } }, "the sheet") { return o }
            send(.press(.sheetCancel))
        case .done:
            if case .sheet(let page) = state.foreground, page != .review, let sheet = state.sheet {
                let open = sheet.sensors.filter { sheet.answers[$0] == nil }.count
                return ("the sheet's review page", describe(state.foreground)
                        + " (\(open) page\(open == 1 ? "" : "s") still to answer; answer: {default: allow} answers them and taps Done)")
            }
            if let o = expectForeground({ $0 == .sheet(.review) }, "the sheet's review page") { return o }
            send(.press(.sheetDone))
        case .changeChoice, .dontEnroll:
            if let o = expectForeground({ if case .requiredAlert = $0 { return true } else { return false } }, "the Required alert") { return o }
            send(.press(step.kind == .changeChoice ? .alertChangeChoice : .alertDontEnroll))
        case .motion(let allow):
            if let o = expectForeground({ $0 == .motionAlert }, "the Motion & Fitness alert") { return o }
            send(.press(allow ? .motionAllow : .motionDeny))
        case .settings(let c):
            for s in c.allow { send(.setSensor(s, allowed: true)) }
            for s in c.deny { send(.setSensor(s, allowed: false)) }
            if let v = c.collection { send(.setCollection(v)) }
            if let v = c.fitnessTracking { send(.setFitnessTracking(v)) }
            if let v = c.motion { send(.setMotion(v)) }
            if !c.deleteData.isEmpty { send(.deleteData(c.deleteData)) }
            // Settings has no switch for what was never asked: say so rather than pass silently.
            for e in events { if case .participant(.refused(let why)) = e.kind { return ("a Settings switch to change", why) } }
        case .advance(let seconds):
            send(.advance(seconds))
        case .fetchNow:
            send(.fetchNow)
        case .fetch(let spec):
            let window: ScriptFetchRequest.Window = spec.last.map { .last($0) } ?? .relative(from: spec.from ?? 0, to: spec.to ?? 0)
            send(.fetch(ScriptFetchRequest(sensor: spec.sensor, device: spec.device, window: window)))
        case .expectScreen(let pattern, let present):
            return checkPhone(pattern, present: present)
        case .expectDashboard(let pattern, let present):
            return checkDashboard(pattern, present: present)
        case .expectStatus(let list):
            for e in list {
                switch e {
                case .sensor(let s, let want):
                    let got = state.status(of: s)
                    if got != want { return ("\(s) to be \(want)", "\(s) is \(got)") }
                case .motion(let want):
                    let got = state.motionStatus.description
                    if got != want { return ("Motion & Fitness to be \(want)", "it is \(got)") }
                }
            }
        case .expectRecording(let list):
            for e in list {
                let got = state.isRecordingForApp(e.sensor)
                if got != e.recording {
                    return ("\(e.sensor) \(e.recording ? "recording" : "not recording") for the study app",
                            got ? "it is recording" : "it is not recording (status \(state.status(of: e.sensor)))")
                }
            }
        case .expectFetch(let e):
            return checkFetch(e)
        case .expectEvent(let e):
            return checkEvents(e)
        case .expectLog(let pattern, let present):
            let lines = state.log.map(\.text)
            let found: [Int]
            do { found = try pattern.matchingIndices(in: lines) } catch { return tooLong(pattern, error) }
            if found.isEmpty == present {
                let recent = lines.suffix(5).joined(separator: " | ")
                return (present ? "the log to show \(pattern)" : "the log not to show \(pattern)",
                        present ? (recent.isEmpty ? "the log is empty" : "latest log lines: \(recent)")
                                : "it does: \(found.last.map { lines[$0] } ?? "")")
            }
        case .expectCrash(let pattern):
            guard let reason = state.crashReason else { return ("the study app to have crashed", "it is running") }
            do { if try !pattern.occurs(in: [reason]) { return ("a crash matching \(pattern)", reason) } } catch {
                return tooLong(pattern, error)
            }
        case .screenshot(let name):
            screenshot = (name, render(sim).text, ScenarioScreen.render(state, size: screen, colour: true))
        case .scroll(let way):
            // The page's length depends on the screen it is drawn on: the scenario's.
            guard let area = ScenarioScreen.render(state, size: screen).scrollArea else {
                return ("a page that scrolls", "everything on screen fits: nothing scrolls")
            }
            let move: ScrollArea.Move = switch way {
            case .down: .pageDown
            case .up: .pageUp
            case .top: .top
            case .bottom: .bottom
            }
            send(.scrollPage(to: area.target(move)))
        case .press(let keys):
            for name in keys {
                guard let key = ScenarioScreen.key(name) else { return ("a key", "unknown key \(name)") }
                switch KeyMap.command(for: key, in: state, screen: ScenarioScreen.render(state, size: screen)) {
                case .action(let a)?: send(a)
                case .quit?: return nil
                case .screenshot?, nil: break
                }
            }
        }
        return nil
    }

    func tooLong(_ pattern: TextPattern, _ error: TextPattern.TooLong) -> Outcome {
        ("a text a regular expression searches (at most \(ScenarioLimits.maximumRegexText) characters) for \(pattern)",
         "\(error.characters) characters (look for plain text instead, or draw a smaller screen:)")
    }
}
