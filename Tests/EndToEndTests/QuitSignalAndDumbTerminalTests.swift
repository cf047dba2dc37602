import Foundation
import Testing

/// Ctrl-\ (SIGQUIT) gives the terminal back like Ctrl-C, and a terminal that cannot draw
/// screens is refused with a message instead of getting one frozen line.
@Suite struct QuitSignalAndDumbTerminalTests {
    @Test func ctrlBackslashRestoresTheTerminalAndExits131() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 13")
        try tmux.press("C-\\")
        try await tmux.waitFor("EXIT=131")
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

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
