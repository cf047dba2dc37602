import Foundation
import Testing
@testable import Simulation

/// Sends actions and asserts the whole snapshot after each one, as TCA's `TestStore.send` does:
/// the test says how the state changes, and anything else that changed fails the test.
final class SimulationStore {
    /// What the action returned, for expectations that are folds of its events (the log).
    struct Step {
        let events: [Event]
        /// The dashboard counted afresh from the phone, by a builder that kept nothing: the
        /// kept dashboard must equal it.
        let freshDashboard: Dashboard
        /// The log lines the action's events add.
        var loggedLines: [LogLine] { events.filter(\.isLogged).map(LogLine.init) }
    }

    let simulation: ConsentSimulation
    private(set) var state: Snapshot

    init(_ simulation: ConsentSimulation) {
        self.simulation = simulation
        state = simulation.snapshot
    }

    @discardableResult
    func send(_ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
              _ update: (inout Snapshot, Step) -> Void = { _, _ in }) -> [Event] {
        var expected = state
        let events = simulation.send(action)
        let actual = simulation.snapshot
        update(&expected, Step(events: events, freshDashboard: simulation.freshlyCountedDashboard()))
        if actual != expected {
            Issue.record(Comment(rawValue: "after \(action): " + Self.difference(expected, actual)), sourceLocation: sourceLocation)
        }
        state = actual
        return events
    }

    /// Which parts differ, each as expected / actual.
    static func difference(_ a: Snapshot, _ b: Snapshot) -> String {
        var out: [String] = []
        func part<T: Equatable>(_ name: String, _ x: T, _ y: T) { if x != y { out.append("\(name):\n  expected \(x)\n  actual   \(y)") } }
        part("ui", a.ui, b.ui)
        part("phone", a.phone, b.phone)
        part("controls", a.controls.map(\.id), b.controls.map(\.id))
        part("controls' labels, kinds, enabled", a.controls, b.controls)
        part("now", a.now, b.now)
        part("dashboard", a.dashboard, b.dashboard)
        part("log", a.log.map(\.text), b.log.map(\.text))
        part("firstData", a.firstData, b.firstData)
        part("content", a.content, b.content)
        return out.joined(separator: "\n")
    }
}
