import Simulation

/// The `inject:` steps whose failures are still to come. An injected failure whose call never
/// came (the app made no such call again, a reset dropped it, another `inject:` for the same
/// call replaced it) tested nothing, and the scenario passed as if it had: it fails, at its
/// `inject:` step, saying how many calls never came and why.
struct InjectionWatch {
    private struct Pending {
        let step: Step
        let fault: InjectedFault
        /// The phone's fresh installs when it was injected: a reset after it drops it.
        let installs: Int
        /// Its failures still to come before the step now running.
        var left: Int
    }

    private var pending: [Pending] = []

    /// Before `step` runs: the failures of each injection still to come, and the injection the
    /// step replaces, if any of its failures had not happened.
    mutating func before(_ step: Step, on sim: ConsentSimulation) -> Problem? {
        guard !pending.isEmpty else { return nil }
        for i in pending.indices { pending[i].left = sim.injectedFailuresLeft(pending[i].fault) }
        guard case .inject(let new) = step.kind,
              let i = pending.firstIndex(where: { $0.fault.api == new.api && $0.fault.sensor == new.sensor }) else { return nil }
        let replaced = pending.remove(at: i)
        return replaced.left > 0 ? Self.problem(replaced, "the inject: at line \(step.line) replaced it") : nil
    }

    /// After `step` ran: an injection a reset dropped with failures still to come, if any;
    /// the step's own injection is watched from now on.
    mutating func after(_ step: Step, on sim: ConsentSimulation) -> Problem? {
        let installs = sim.freshInstalls
        if let dropped = pending.first(where: { $0.installs != installs && $0.left > 0 }) {
            return Self.problem(dropped, "\(step.source) at line \(step.line) reset the phone to a fresh install, which drops it")
        }
        pending.removeAll { $0.installs != installs }
        if case .inject(let fault) = step.kind {
            pending.append(Pending(step: step, fault: fault, installs: installs, left: fault.times))
        }
        return nil
    }

    /// When the last step passed: the first injection with failures still to come, if any.
    func atEnd(on sim: ConsentSimulation) -> Problem? {
        for var p in pending {
            p.left = sim.injectedFailuresLeft(p.fault)
            if p.left > 0 { return Self.problem(p, "the scenario ended first") }
        }
        return nil
    }

    /// The `inject:` step that fails, with what it expected and found.
    typealias Problem = (step: Step, expected: String, found: String)

    private static func problem(_ p: Pending, _ why: String) -> Problem {
        let call = p.fault.api.rawValue + "(" + (p.fault.sensor.map { "\($0)" } ?? "any sensor") + ")"
        let made = p.fault.times - p.left
        return (p.step, "\(Plural.of(p.fault.times, "call")) of \(call) failing with \(p.fault.code.description) (inject: at line \(p.step.line))",
                "\(made == 0 ? "none" : "\(made)") came, so \(Plural.of(p.left, "injected failure")) never happened: \(why)")
    }
}
