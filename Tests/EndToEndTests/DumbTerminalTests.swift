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

    /// A terminal type without reverse video (vt52) could not show which button has the focus:
    /// the demo drew every button alike, so Enter pressed one the presenter could not see.
    @Test func aTerminalWithoutReverseVideoExits2WithAMessage() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try tmux.type("TERM=vt52 \(try TmuxSession.binary()); echo EXIT=$?")
        func ended(_ screen: String) -> Bool { screen.range(of: "EXIT=[0-9]", options: .regularExpression) != nil }
        let screen = try await tmux.waitUntil("the demo to start or to refuse") { ended($0) || $0.contains("Next") }
        if !ended(screen) { try tmux.press("q") }
        let ended = try await tmux.waitUntil("the demo to end") { ended($0) }
        #expect(ended.contains("EXIT=2"))
        #expect(ended.contains("\"vt52\" (TERM)") && ended.contains("reverse video"))
    }
}
