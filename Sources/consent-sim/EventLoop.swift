import Scenarios
import Simulation
import TerminalUI

/// The interactive demo's loop: keys and clicks become actions, real time becomes ticks of the
/// virtual clock, and a frame is drawn only when something changed.
struct EventLoop {
    /// How the loop ended.
    enum End: Equatable {
        case quit
        /// SIGINT, SIGTERM or SIGHUP arrived.
        case signal(Int32)
    }

    let simulation: ConsentSimulation
    let terminal: TerminalBackend
    /// Draw one frame, then end (for `bench`'s start-up time).
    var exitAfterFirstFrame = false
    /// Writes the walk-through as a scenario (`run --record`).
    var recorder: ScenarioRecorder?

    /// While the clock runs, wake often enough for a smooth clock; when paused, rarely (the wake-up
    /// also notices signals, so this bounds how long Ctrl-C takes).
    static let runningTimeoutMS: Int32 = 100
    static let pausedTimeoutMS: Int32 = 250
    /// A longer gap (the process was stopped with Ctrl-Z, or the machine slept) moves the clock by
    /// this much real time only, not by hours of simulated data at once.
    static let longestTick = 1.0

    func run() throws -> End {
        var size = terminal.size
        var frame: Screen?
        var lastTick = Monotonic.seconds()
        var dirty = true
        while true {
            if let sig = PendingSignal.received { return .signal(sig) }
            let now = Monotonic.seconds()
            if !simulation.snapshot.paused {
                let tick = Action.tick(realSeconds: min(now - lastTick, Self.longestTick))
                let events = simulation.send(tick)
                recorder?.record(tick, events: events, now: simulation.snapshot.now)
                dirty = true
            }
            lastTick = now
            if dirty || frame == nil {
                let next = AppView.render(simulation.snapshot, width: size.width, height: size.height, colour: terminal.colour)
                terminal.draw(next)
                frame = next
                dirty = false
                if exitAfterFirstFrame { return .quit }
            }
            let input = try terminal.read(timeout: simulation.snapshot.paused ? Self.pausedTimeoutMS : Self.runningTimeoutMS)
            guard case .key(let key) = input, let shown = frame else { continue }
            if case .resize = key {
                size = terminal.size
                terminal.invalidate()
                dirty = true
                continue
            }
            switch KeyMap.command(for: key, in: simulation.snapshot, screen: shown) {
            case .quit?:
                return .quit
            case .action(let action)?:
                let events = simulation.send(action)
                recorder?.record(action, events: events, now: simulation.snapshot.now)
                dirty = true
            case nil:
                break
            }
        }
    }
}
