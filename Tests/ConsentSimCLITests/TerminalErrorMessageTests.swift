import Testing
@testable import ConsentSimCLI

/// What the demo says when the terminal type cannot be used, read by whoever set up the room's
/// machine.
@Suite struct TerminalErrorMessageTests {
    /// On a system whose terminfo database lacks xterm-256color (a minimal container), the
    /// message told the user to try TERM=xterm-256color, the very type that had just failed.
    @Test func anUnknownXterm256colorDoesNotSuggestItself() {
        let message = TerminalError.unknownTerminal("xterm-256color").description
        #expect(!message.contains("try TERM=xterm-256color"), Comment(rawValue: message))
        #expect(message.contains("terminfo"), Comment(rawValue: message))
    }

    @Test func anotherUnknownTypeSuggestsXterm256color() {
        let message = TerminalError.unknownTerminal("xterm-kitty").description
        #expect(message.contains("\"xterm-kitty\" (TERM)") && message.contains("try TERM=xterm-256color"), Comment(rawValue: message))
    }

    /// `TERM=` (set, but to nothing) was reported as "TERM is not set".
    @Test func anEmptyTermIsNotCalledUnset() {
        let empty = TerminalError.unknownTerminal("").description
        #expect(!empty.contains("not set") && empty.contains("TERM is empty"), Comment(rawValue: empty))
        #expect(TerminalError.unknownTerminal(nil).description.contains("TERM is not set"))
    }
}
