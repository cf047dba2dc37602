import Foundation
import Testing

/// However the demo ends, the terminal is left as it was: main screen, cursor, cooked input.
@Suite struct TerminalRestoreTests {
    @Test func quitWithQ() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 10")
        #expect(try tmux.display("#{alternate_on}") == "1")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
        try await expectShellUsable(tmux)
    }

    @Test func sigtermRestoresTheTerminalAndExits143() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 11")
        kill(try tmux.childPID(), SIGTERM)
        try await tmux.waitFor("EXIT=143")
        try await expectShellUsable(tmux)
    }

    @Test func ctrlCRestoresTheTerminalAndExits130() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 12")
        try tmux.press("C-c")
        try await tmux.waitFor("EXIT=130")
        try await expectShellUsable(tmux)
    }

    /// Ctrl-\ once handed the process to Swift's backtracer with the terminal still taken over.
    @Test func ctrlBackslashRestoresTheTerminalAndExits131() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 13")
        try tmux.press("C-\\")
        try await tmux.waitFor("EXIT=131")
        try await expectShellUsable(tmux)
    }

    /// Off the alternate screen, the cursor back, and typed text echoed and run by the shell.
    private func expectShellUsable(_ tmux: TmuxSession) async throws {
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
        try tmux.type("echo DONE")
        try await tmux.waitUntil("the shell to run echo") { screen in
            screen.split(separator: "\n").contains { $0 == "DONE" }
        }
    }
}
