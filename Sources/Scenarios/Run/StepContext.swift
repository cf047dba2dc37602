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
    /// The latest scenario fetch per sensor and device (`sensor|device`), for `expectFetch:`.
    var fetches: [String: FetchRecord]
    /// What this step's actions caused, in order.
    private(set) var events: [Event] = []
    var screenshot: (String, String)?

    init(sim: ConsentSimulation, render: @escaping ScenarioRunner.Render, fetches: [String: FetchRecord]) {
        self.sim = sim; self.render = render; self.fetches = fetches
    }

    /// The simulation as it is state.
    private var state: Snapshot { sim.snapshot }

    private mutating func send(_ action: Action) {
        let caused = sim.send(action)
        events += caused
        for e in caused {
            if case .scriptFetch(let f) = e.kind, case .fetch(let request) = action {
                fetches["\(request.sensor.rawValue)|\(request.device.rawValue)"] = f
            }
        }
    }

    typealias Outcome = (expected: String, found: String)?

    private func describe(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "the dashboard (no sheet or alert is up)"
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
        case .next:
            if let o = expectForeground({ $0 == .sheet(.intro) }, "the sheet's opening page") { return o }
            send(.press(.sheetNext))
        case .allow(let s), .deny(let s):
            let allow = { if case .allow = step.kind { return true } else { return false } }()
            guard case .sheet(.sensor) = state.foreground, let shown = state.sheet?.currentSensor else {
                return ("the sheet's page for \(s)", describe(state.foreground))
            }
            guard shown == s else { return ("the sheet's page for \(s)", "the page for \(shown)") }
            send(.press(allow ? .sheetAllow : .sheetDeny))
        case .allowAll, .denyAll:
            if let o = expectForeground({ if case .sheet = $0 { return true } else { return false } }, "the sheet") { return o }
            if sim.foreground == .sheet(.intro) { send(.press(.sheetNext)) }
            let allow = step.kind == .allowAll
            while case .sheet(.sensor) = sim.foreground { send(.press(allow ? .sheetAllow : .sheetDeny)) }
        case .back:
            if let o = expectForeground({ if case .sheet = $0 { return true }; if case .settings = $0 { return true }; return false },
                                    "the sheet or Settings") { return o }
            send(state.sheet != nil ? .press(.sheetBack) : .press(.settingsBack))
        case .cancel:
            if let o = expectForeground({ if case .sheet = $0 { return true } else { return false } }, "the sheet") { return o }
            send(.press(.sheetCancel))
        case .done:
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
        case .fetch(let spec):
            let window: ScriptFetchRequest.Window = spec.last.map { .last($0) } ?? .relative(from: spec.from ?? 0, to: spec.to ?? 0)
            send(.fetch(ScriptFetchRequest(sensor: spec.sensor, device: spec.device, window: window)))
        case .expectScreen(let pattern, let present):
            let text = render(state)
            let found: Bool
            do { found = try pattern.occurs(in: [text, ScenarioScreen.flattened(text)]) } catch { return timedOut(pattern, error) }
            if found != present {
                return (present ? "the screen to show \(pattern)" : "the screen not to show \(pattern)",
                        present ? "no match on \(describe(state.foreground))" : "a match on \(describe(state.foreground))")
            }
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
        case .expectEvent(let pattern):
            let found: Bool
            do { found = try pattern.occurs(in: sim.journal.map(\.text)) } catch { return timedOut(pattern, error) }
            if !found {
                let recent = state.log.suffix(5).map(\.text).joined(separator: " | ")
                return ("an event matching \(pattern)", recent.isEmpty ? "no events" : "latest events: \(recent)")
            }
        case .expectCrash(let pattern):
            guard let reason = state.crashReason else { return ("the study app to have crashed", "it is running") }
            do { if try !pattern.occurs(in: [reason]) { return ("a crash matching \(pattern)", reason) } } catch {
                return timedOut(pattern, error)
            }
        case .screenshot(let name):
            screenshot = (name, render(state))
        case .press(let keys):
            for name in keys {
                guard let key = ScenarioScreen.key(name) else { return ("a key", "unknown key \(name)") }
                switch KeyMap.command(for: key, in: state, screen: ScenarioScreen.render(state)) {
                case .action(let a)?: send(a)
                case .quit?: return nil
                case nil: break
                }
            }
        }
        return nil
    }

    private func timedOut(_ pattern: TextPattern, _ timeout: TextPattern.Timeout) -> Outcome {
        ("a match for \(pattern) within \(timeout.seconds) s",
         "the regular expression was still searching after \(timeout.seconds) s (simplify it, e.g. avoid nested repetition such as (a+)+)")
    }

    private func checkFetch(_ e: FetchExpectation) -> Outcome {
        guard let o = fetches["\(e.sensor.rawValue)|\(e.device.rawValue)"] else {
            return ("a fetch of \(e.sensor) from the \(e.device == .iPhone ? "iPhone" : "Watch")", "no fetch: step for it came before")
        }
        let where_ = "\(e.sensor) from the \(e.device == .iPhone ? "iPhone" : "Watch")"
        if let want = e.error {
            let got = o.errorCode.map { SRError.Code(rawValue: $0)?.description ?? "\($0)" } ?? "none"
            if got != want { return ("the fetch of \(where_) to fail with \(want)", o.errorCode == nil ? "it succeeded with \(o.results) results" : "it failed with \(got)") }
        } else if let code = o.errorCode, e.results != nil {
            return ("the fetch of \(where_) to succeed", "it failed with \(code)")
        }
        switch e.results {
        case .exactly(let n)? where o.results != n: return ("\(n) results from \(where_)", "\(o.results) results")
        case .atLeastOne? where o.results == 0: return ("results from \(where_)", "0 results")
        default: return nil
        }
    }
}
