import TerminalUI

/// A terminal that also films what is drawn on it (`run --cast`): every frame goes to the real
/// terminal and into an asciicast, stamped with the loop's clock since the start.
///
/// The cast takes the size of the first frame (a terminal's size is known only once it is
/// started); after a resize, frames are drawn whole at their new size, which players show cut
/// or padded to the first.
final class CastingTerminal: TerminalDevice {
    private let terminal: any TerminalDevice
    private let clock: () -> Double
    private let started: Double
    private let title: String, virtualClock: String, timestamp: Int
    /// Nil until the first frame.
    private(set) var cast: Asciicast?

    init(_ terminal: any TerminalDevice, clock: @escaping () -> Double, title: String, virtualClock: String, timestamp: Int) {
        self.terminal = terminal
        self.clock = clock
        started = clock()
        self.title = title
        self.virtualClock = virtualClock
        self.timestamp = timestamp
    }

    var size: TerminalSize { terminal.size }
    var colour: Bool { terminal.colour }
    func start() throws { try terminal.start() }
    func stop() { terminal.stop() }
    func invalidate() { terminal.invalidate() }
    func read(timeout milliseconds: Int) throws -> TerminalInput { try terminal.read(timeout: milliseconds) }

    func draw(_ frame: Screen) {
        terminal.draw(frame)
        if cast == nil {
            cast = Asciicast(width: frame.width, height: frame.height, title: title, virtualClock: virtualClock, timestamp: timestamp)
        }
        cast?.add(frame, at: clock() - started)
    }
}
