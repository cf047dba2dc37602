import Foundation
@testable import ConsentSimCLI
import Testing

/// When the terminal goes away under the demo, it ends instead of spinning on failed reads.
@Suite struct LostTerminalTests {
    @Test func closingTheTerminalEndsTheDemoWithExit2() async throws {
        var leader: Int32 = -1, follower: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        #expect(openpty(&leader, &follower, nil, nil, &size) == 0)
        // Other tests spawn processes meanwhile (tmux servers that live on): one that inherited
        // the leader would keep the terminal open after this test closes it. The spawn's dup2
        // clears the flag on the demo's own copies.
        _ = fcntl(leader, F_SETFD, FD_CLOEXEC)
        _ = fcntl(follower, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, follower, fd) }
        posix_spawn_file_actions_addclose(&actions, leader)
        // Not its controlling terminal, so closing it sends no SIGHUP: reads just start failing.
        let binary = try TmuxSession.binary()
        let pid = try ChildProcess.spawn(binary, arguments: [], environment: ["TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"],
                                         actions: &actions).get()
        close(follower)

        // Wait for the first frame, then hang up.
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var drawn = 0
        while drawn < 1000 {
            let n = read(leader, &buffer, buffer.count)
            if n <= 0 { break }
            drawn += n
        }
        close(leader)

        var status: Int32 = 0
        // A minute: in a full test run both cores are busy and the child may get little time.
        let deadline = Date().addingTimeInterval(60)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                Issue.record("consent-sim kept running after its terminal closed")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(status & 0x7f == 0, "killed by signal \(status & 0x7f)")
        #expect((status >> 8) & 0xff == 2)
    }
}
