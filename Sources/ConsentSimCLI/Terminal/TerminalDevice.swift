import TerminalUI

/// The terminal the interactive demo draws on and reads from.
///
/// The ncurses backend, in the executable (the only code that links ncurses), is the real one;
/// `ScriptedTerminal` plays keys from a script on fake time, for tests and `bench`.
package protocol TerminalDevice: AnyObject {
    /// Throws the `TerminalError` `start` would for what can be known without taking the
    /// terminal over (standard input or output not a terminal), so a command refuses before it
    /// creates anything (`run --screenshots NEWDIR </dev/null`).
    func checkUsable() throws
    /// Takes over the terminal. Throws `TerminalError` when there is no usable one.
    func start() throws
    /// Gives the terminal back as it was. Safe to call more than once, and after a failed start.
    func stop()
    /// The size in cells (current after a `.resize` key).
    var size: TerminalSize { get }
    /// Whether colours may be used: the terminal has them and `NO_COLOR` is not set.
    var colour: Bool { get }
    /// Shows `frame`; an identical frame may write nothing.
    func draw(_ frame: Screen)
    /// Forgets what is on screen, so that the next `draw` repaints all of it (after a resize
    /// the terminal may have reflowed or cleared what was there).
    func invalidate()
    /// Waits up to `milliseconds` for input; 0 only looks. A pending SIGINT, SIGTERM or SIGHUP
    /// comes back as `.signal`.
    func read(timeout milliseconds: Int) throws -> TerminalInput
}

extension TerminalDevice {
    /// A device that is not the process's own terminal (a script, a recording) is always usable.
    package func checkUsable() throws {}
}
