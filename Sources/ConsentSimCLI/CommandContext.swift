import Foundation
import Simulation

/// What a command runs with: the terminal the demo takes over, the clock the event loop reads,
/// where text goes, and the environment. `main` passes the real ones; tests pass a scripted
/// terminal, its fake clock and captured output.
package struct CommandContext {
    package var terminal: any TerminalDevice
    /// Seconds on a monotonic clock.
    package var clock: () -> Double
    package var output: CommandOutput
    package var environment: [String: String]
    /// A team's own study app to run instead of the built-in one (`run`, `week`, `play`).
    package var hostedApp: HostedApp?
    /// Whether a command may take SIGINT and SIGTERM over to clean up (`export`): the real
    /// process, not a test runner sharing its process with the command.
    package var handlesSignals: Bool
    /// Bytes free to this user on the filesystem that holds a path (or would: a folder not made
    /// yet is on its nearest existing parent's); nil when unknown. Tests pass a small disk.
    package var freeSpace: (String) -> Int?

    package init(terminal: any TerminalDevice, clock: @escaping () -> Double = Monotonic.seconds,
                output: CommandOutput = .standard, environment: [String: String] = ProcessInfo.processInfo.environment,
                hostedApp: HostedApp? = nil, handlesSignals: Bool = false, freeSpace: @escaping (String) -> Int? = FreeSpace.bytes(at:)) {
        self.terminal = terminal
        self.clock = clock
        self.output = output
        self.environment = environment
        self.hostedApp = hostedApp
        self.handlesSignals = handlesSignals
        self.freeSpace = freeSpace
    }
}
