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

    /// Every other signal whose default would end the process, with the terminal taken over
    /// (SIGXFSZ is what `ulimit -f` sends when a cast grows; SIGPIPE, SIGXCPU and SIGSYS too).
    @Test(arguments: [SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ, SIGPROF, SIGSYS])
    func everyTerminatingSignalRestoresTheTerminal(signal: Int32) async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 14")
        #expect(try tmux.display("#{mouse_any_flag}") == "1")
        kill(try tmux.childPID(), signal)
        try await tmux.waitFor("EXIT=\(128 + signal)")
        try await expectShellUsable(tmux)
    }

    /// Stopped (SIGSTOP cannot be caught), the shell's cooked modes put back as a shell does when
    /// a job stops, then continued: keys reach the demo at once again, so `q` alone quits.
    @Test func continuedAfterAStopKeysNeedNoEnter() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        // Under `sh -c` the prompt's shell never sees the stop, so it keeps the terminal
        // and the demo stays in the foreground when it continues.
        try tmux.type("sh -c '\(try TmuxSession.binary()) --seed 15; echo EXIT=$?'")
        try await tmux.waitFor("Research Sensor & Usage Data Request")
        let wrapper = try tmux.childPID()
        let found = try TmuxSession.run("/usr/bin/env", ["pgrep", "-P", String(wrapper)]).output
        let demo = try #require(found.split(separator: "\n").first.flatMap { Int32($0) })
        kill(demo, SIGSTOP)
        let tty = try tmux.display("#{pane_tty}")
        #expect(try TmuxSession.run("/usr/bin/env", ["stty", "-F", tty, "sane"]).status == 0)
        kill(demo, SIGCONT)
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
        try await expectShellUsable(tmux)
    }

    /// Off the alternate screen, the cursor back, mouse reporting and the keypad's application
    /// mode off, and typed text echoed and run by the shell.
    private func expectShellUsable(_ tmux: TmuxSession) async throws {
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
        #expect(try tmux.display("#{mouse_any_flag}") == "0")
        #expect(try tmux.display("#{keypad_flag}") == "0")
        try tmux.type("echo DONE")
        try await tmux.waitUntil("the shell to run echo") { screen in
            screen.split(separator: "\n").contains { $0 == "DONE" }
        }
    }
}
