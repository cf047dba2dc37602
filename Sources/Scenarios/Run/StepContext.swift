import Foundation
import SensorKitSim
import CoreMotionSim
import Simulation
import TerminalUI

/// Executes one step against the simulation. Returns nil when it passed, or (expected, found).
struct StepContext {
    let sim: ConsentSimulation
    let render: ScenarioRunner.Render
    var probes: [String: FetchProbe]
    var readers: [SRSensorReader]
    var screenshot: (String, String)?

    init(sim: ConsentSimulation, render: @escaping ScenarioRunner.Render, probes: [String: FetchProbe], readers: [SRSensorReader]) {
        self.sim = sim; self.render = render; self.probes = probes; self.readers = readers
    }

    typealias Outcome = (expected: String, found: String)?

    private func describe(_ screen: ConsentSimulation.Screen) -> String {
        switch screen {
        case .home: "the dashboard (no sheet or alert is up)"
        case .sheet(.intro): "the sheet's opening page"
        case .sheet(.sensor(let i)):
            "the sheet's page for \(sim.sheet?.sensors[i].description ?? "?") (\(i + 1) of \(sim.sheet?.sensors.count ?? 0))"
        case .sheet(.review): "the sheet's review page"
        case .requiredAlert(let s): "the Required alert for \(s)"
        case .motionPrompt: "the Motion & Fitness alert"
        case .settings(let p): "Settings (\(p))"
        case .crashed: "the study app's crash"
        }
    }

    private func expectScreen(_ matches: (ConsentSimulation.Screen) -> Bool, _ what: String) -> Outcome {
        matches(sim.screen) ? nil : (what, describe(sim.screen))
    }

    mutating func execute(_ step: Step) -> Outcome {
        switch step.kind {
        case .launch:
            sim.send(.launch)
        case .relaunch:
            sim.send(sim.screen == .crashed ? .press(.crashRelaunch) : .launch)
        case .next:
            if let o = expectScreen({ $0 == .sheet(.intro) }, "the sheet's opening page") { return o }
            sim.send(.press(.sheetNext))
        case .allow(let s), .deny(let s):
            let allow = { if case .allow = step.kind { return true } else { return false } }()
            guard case .sheet(.sensor) = sim.screen, let shown = sim.sheet?.currentSensor else {
                return ("the sheet's page for \(s)", describe(sim.screen))
            }
            guard shown == s else { return ("the sheet's page for \(s)", "the page for \(shown)") }
            sim.send(.press(allow ? .sheetAllow : .sheetDeny))
        case .allowAll, .denyAll:
            if let o = expectScreen({ if case .sheet = $0 { return true } else { return false } }, "the sheet") { return o }
            if sim.screen == .sheet(.intro) { sim.send(.press(.sheetNext)) }
            let allow = step.kind == .allowAll
            while case .sheet(.sensor) = sim.screen { sim.send(.press(allow ? .sheetAllow : .sheetDeny)) }
        case .back:
            if let o = expectScreen({ if case .sheet = $0 { return true }; if case .settings = $0 { return true }; return false },
                                    "the sheet or Settings") { return o }
            sim.send(sim.sheet != nil ? .press(.sheetBack) : .press(.settingsBack))
        case .cancel:
            if let o = expectScreen({ if case .sheet = $0 { return true } else { return false } }, "the sheet") { return o }
            sim.send(.press(.sheetCancel))
        case .done:
            if let o = expectScreen({ $0 == .sheet(.review) }, "the sheet's review page") { return o }
            sim.send(.press(.sheetDone))
        case .changeChoice, .dontEnroll:
            if let o = expectScreen({ if case .requiredAlert = $0 { return true } else { return false } }, "the Required alert") { return o }
            sim.send(.press(step.kind == .changeChoice ? .alertChangeChoice : .alertDontEnroll))
        case .motion(let allow):
            if let o = expectScreen({ $0 == .motionPrompt }, "the Motion & Fitness alert") { return o }
            sim.send(.press(allow ? .motionAllow : .motionDeny))
        case .settings(let c):
            for s in c.allow { sim.send(.setSensor(s, allowed: true)) }
            for s in c.deny { sim.send(.setSensor(s, allowed: false)) }
            if let v = c.collection { sim.send(.setCollection(v)) }
            if let v = c.fitnessTracking { sim.send(.setFitnessTracking(v)) }
            if let v = c.motion { sim.send(.setMotion(v)) }
            for s in c.deleteData { sim.send(.deleteData(s)) }
        case .advance(let seconds):
            sim.send(.advance(seconds))
        case .fetch(let spec):
            fetch(spec)
        case .expectScreen(let pattern, let present):
            let text = render(sim)
            let found = (try? Regex(pattern)).map { text.contains($0) || ScenarioScreen.flattened(text).contains($0) } ?? false
            if found != present {
                return (present ? "the screen to show /\(pattern)/" : "the screen not to show /\(pattern)/",
                        present ? "no match on \(describe(sim.screen))" : "a match on \(describe(sim.screen))")
            }
        case .expectStatus(let list):
            for e in list {
                switch e {
                case .sensor(let s, let want):
                    let got = sim.phone.sensorKit.status(of: s)
                    if got != want { return ("\(s) to be \(want)", "\(s) is \(got)") }
                case .motion(let want):
                    let got = sim.phone.motion.status.description
                    if got != want { return ("Motion & Fitness to be \(want)", "it is \(got)") }
                }
            }
        case .expectRecording(let list):
            for e in list {
                let sk = sim.phone.sensorKit
                let got = sk.isRecording(e.sensor) && sk.appHasStake(in: e.sensor)
                if got != e.recording {
                    return ("\(e.sensor) \(e.recording ? "recording" : "not recording") for the study app",
                            got ? "it is recording" : "it is not recording (status \(sk.status(of: e.sensor)))")
                }
            }
        case .expectFetch(let e):
            return checkFetch(e)
        case .expectEvent(let pattern):
            guard let regex = try? Regex(pattern) else { return ("a valid pattern", pattern) }
            if !sim.log.contains(where: { $0.text.contains(regex) }) {
                let recent = sim.log.suffix(5).map(\.text).joined(separator: " | ")
                return ("an event matching /\(pattern)/", recent.isEmpty ? "no events" : "latest events: \(recent)")
            }
        case .expectCrash(let pattern):
            guard let reason = sim.crashReason else { return ("the study app to have crashed", "it is running") }
            if let regex = try? Regex(pattern), !reason.contains(regex) { return ("a crash matching /\(pattern)/", reason) }
        case .screenshot(let name):
            screenshot = (name, render(sim))
        case .press(let keys):
            for name in keys {
                guard let key = ScenarioScreen.key(name) else { return ("a key", "unknown key \(name)") }
                switch KeyMap.command(for: key, in: sim, screen: ScenarioScreen.render(sim)) {
                case .action(let a)?: sim.send(a)
                case .quit?: return nil
                case nil: break
                }
            }
        }
        return nil
    }

    private mutating func fetch(_ spec: FetchSpec) {
        let sk = sim.phone.sensorKit
        let probe = FetchProbe()
        let reader = SRSensorReader(sensor: spec.sensor, daemon: sk)
        reader.delegate = probe
        let now = sim.phone.runtime.clock.continuousNow
        let request = SRFetchRequest()
        if let last = spec.last {
            request.from = SRAbsoluteTime(now - last)
            request.to = SRAbsoluteTime(now)
        } else {
            request.from = SRAbsoluteTime(now + (spec.from ?? 0))
            request.to = SRAbsoluteTime(now + (spec.to ?? 0))
        }
        request.device = spec.device == .iPhone ? sk.iPhoneDevice : sk.watchDevice
        reader.fetch(request)
        sim.phone.runtime.runUntilIdle()
        probes["\(spec.sensor.rawValue)|\(spec.device.rawValue)"] = probe
        readers.append(reader)
    }

    private func checkFetch(_ e: FetchExpectation) -> Outcome {
        guard let probe = probes["\(e.sensor.rawValue)|\(e.device.rawValue)"] else {
            return ("a fetch of \(e.sensor) from the \(e.device == .iPhone ? "iPhone" : "Watch")", "no fetch: step for it came before")
        }
        let o = probe.outcome
        let where_ = "\(e.sensor) from the \(e.device == .iPhone ? "iPhone" : "Watch")"
        if let want = e.error {
            let got = o.errorCode?.description ?? "none"
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
