import Foundation
import Testing

/// A terminal that cannot draw screens is refused with a message instead of getting one
/// frozen line.
@Suite struct DumbTerminalTests {
    @Test(arguments: ["dumb", "no-such-terminal-type"])
    func aTerminalThatCannotDrawScreensExits2WithAMessage(term: String) async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("TERM=\(term) \(try TmuxSession.binary()); echo EXIT=$?")
        let screen = try await tmux.waitFor("EXIT=2")
        #expect(screen.contains("\"\(term)\" (TERM)"))
        #expect(try tmux.display("#{alternate_on}") == "0")
    }
}
