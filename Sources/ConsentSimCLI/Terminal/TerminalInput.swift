import TerminalUI

/// What one read from the terminal brought.
package enum TerminalInput: Equatable, Sendable {
    case key(Key)
    /// A terminating signal arrived (`PendingSignal.handled`; the demo ends with 128 + the number).
    case signal(Int32)
    /// A key or mouse event the demo does not use.
    case ignored
    case timedOut
}
