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
    /// What this step's actions caused, in order.
    private(set) var events: [Event] = []
    /// A `screenshot:` step's name and the screen as text (its frame went to `onScreenshot`).
    var screenshot: (name: String, screen: String)?
    let onScreenshot: ScenarioRunner.ScreenshotSink?
    /// Called with the state after each action the step sends (a cast's frames).
    var onSend: ((ConsentSimulation) -> Void)?
    /// Where `update:` steps load their studies, once for the suite, if anywhere.
    var studies: StudyCache?

    init(sim: ConsentSimulation, render: @escaping ScenarioRunner.Render, screen: ScreenSize,
         onScreenshot: ScenarioRunner.ScreenshotSink? = nil) {
        self.sim = sim; self.render = render; self.screen = screen; self.onScreenshot = onScreenshot
    }

    /// The simulation as it is now, for checks: no check reads the dashboard's rows (those
    /// reading the dashboard read its frame), so they are not counted for it.
    var state: Snapshot { sim.snapshot(countingRows: false) }

    mutating func send(_ action: Action) { took(sim.send(action)) }

    /// What a step caused without an action of its own (`fetchAtOnce`), recorded as `send` does.
    mutating func took(_ caused: [Event]) {
        events += caused
        onSend?(sim)
    }

    typealias Outcome = (expected: String, found: String)?

    func describe(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "the phone's home screen (no sheet or alert is up)"
        case .sheet(.enableCollection): "Enable Research Sensor & Usage Data (collection is off; openSettings or cancel)"
        case .sheet(.intro): "the sheet's opening page"
        case .sheet(.sensor(let i)):
            "the sheet's page for \(state.sheet?.sensors[i].description ?? "?") (\(i + 1) of \(state.sheet?.sensors.count ?? 0))"
        case .sheet(.review): "the sheet's review page"
        case .requiredAlert(let s): "the Required alert for \(s)"
        case .motionAlert: "the Motion & Fitness alert"
        case .settings(let p): "Settings (\(p))"
        case .deleteConfirmation: "Delete Unshared Data's confirmation in Settings"
        case .collectionOffAlert: "“Data Is Required For this Study” in Settings (turnOff or cancel)"
        case .crashed: "the study app's crash"
        }
    }

    func expectForeground(_ matches: (Foreground) -> Bool, _ what: String) -> Outcome {
        matches(sim.foreground) ? nil : (what, describe(sim.foreground))
    }

    /// Presses `control` when the screen on top has it, else says what is on top instead: a
    /// press of a button the screen does not draw (Cancel on the review page, Back on the
    /// opening page) did nothing, and the step passed.
    mutating func press(_ control: ControlID, _ what: String) -> Outcome {
        guard state.controls.contains(where: { $0.id == control && $0.enabled }) else {
            let shown = state.controls.filter(\.enabled).map(\.label)
            return (what, describe(sim.foreground) + ", which has no such button"
                        + (shown.isEmpty ? "" : " (it has: " + shown.joined(separator: ", ") + ")"))
        }
        send(.press(control))
        return nil
    }

    /// Performs `step` as its definition in `StepTable` says.
    mutating func execute(_ step: Step) -> Outcome {
        StepTable.definition(of: step.kind).perform(&self, step.kind)
    }

    /// Every status that differs, each named (the first alone hid the others until it was fixed).
    func checkStatuses(_ list: [StatusExpectation]) -> Outcome {
        var misses: [Miss] = []
        for e in list {
            switch e {
            case .sensor(let s, let want):
                let got = state.status(of: s)
                if got != want {
                    let why = got == .notDetermined ? neverAsked(s).map { " (\($0))" } ?? "" : ""
                    misses.append(Miss(expected: "\(s) to be \(want)", found: "\(s) is \(got)" + why))
                }
            case .motion(let want):
                let got = state.motionStatus.description
                if got != want { misses.append(Miss(expected: "Motion & Fitness to be \(want)", found: "Motion & Fitness is \(got)", alone: "it is \(got)")) }
            }
        }
        return Miss.outcome(misses)
    }

    func checkRecordings(_ list: [RecordingExpectation]) -> Outcome {
        var misses: [Miss] = []
        for e in list {
            let got = state.isRecordingForApp(e.sensor)
            if got != e.recording {
                let status = state.status(of: e.sensor)
                let why = status == .notDetermined ? neverAsked(e.sensor).map { ": " + $0 } ?? "" : ""
                let found = got ? "recording" : "not recording (status \(status)\(why))"
                misses.append(Miss(expected: "\(e.sensor) \(e.recording ? "recording" : "not recording") for the study app",
                                   found: "\(e.sensor) is \(found)", alone: "it is \(found)"))
            }
        }
        return Miss.outcome(misses)
    }

    /// One thing a check of several found otherwise: alone it is worded as before ("it is
    /// recording"); with others, each names its sensor.
    private struct Miss {
        let expected: String
        let found: String
        var alone: String?

        static func outcome(_ misses: [Miss]) -> Outcome {
            guard let first = misses.first else { return nil }
            if misses.count == 1 { return (first.expected, first.alone ?? first.found) }
            return (misses.map(\.expected).joined(separator: "; "), misses.map(\.found).joined(separator: "; "))
        }
    }

    /// `expectLog` / `expectNoLog`: the log's lines as the simulation keeps them.
    func checkLog(_ pattern: TextPattern, present: Bool) -> Outcome {
        let lines = state.log.map(\.text)
        let found: [Int]
        do { found = try pattern.matchingIndices(in: lines) } catch { return tooLong(pattern, error) }
        guard found.isEmpty == present else { return nil }
        let recent = lines.suffix(5).joined(separator: " | ")
        return (present ? "the log to show \(pattern)" : "the log not to show \(pattern)",
                present ? (recent.isEmpty ? "the log is empty" : "latest log lines: \(recent)")
                        : "it does: \(found.last.map { lines[$0] } ?? "")")
    }

    func checkCrash(_ pattern: TextPattern) -> Outcome {
        guard let reason = state.crashReason else { return ("the study app to have crashed", "it is running") }
        do { if try !pattern.occurs(in: [reason]) { return ("a crash matching \(pattern)", reason) } } catch {
            return tooLong(pattern, error)
        }
        return nil
    }

    func tooLong(_ pattern: TextPattern, _ error: TextPattern.TooLong) -> Outcome {
        ("a text a regular expression searches (at most \(ScenarioLimits.maximumRegexText) characters) for \(pattern)",
         "\(error.characters) characters (look for plain text instead, or draw a smaller screen:)")
    }
}
