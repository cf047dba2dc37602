import Foundation
import Simulation

/// What a command runs with: the terminal the demo takes over, the clock the event loop reads,
/// where text goes, and the environment. `main` passes the real ones; tests pass a scripted
/// terminal, its fake clock and captured output.
public struct CommandContext {
    public var terminal: any TerminalDevice
    /// Seconds on a monotonic clock.
    public var clock: () -> Double
    public var output: CommandOutput
    public var environment: [String: String]
    /// A team's own study app to run instead of the built-in one (`run`, `week`, `play`).
    public var hostedApp: HostedApp?

    public init(terminal: any TerminalDevice, clock: @escaping () -> Double = Monotonic.seconds,
                output: CommandOutput = .standard, environment: [String: String] = ProcessInfo.processInfo.environment,
                hostedApp: HostedApp? = nil) {
        self.terminal = terminal
        self.clock = clock
        self.output = output
        self.environment = environment
        self.hostedApp = hostedApp
    }
}
