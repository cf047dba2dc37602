import Foundation

/// A pseudo-terminal pair, used once: a child process gets the `follower` end as its terminal,
/// and we read what it draws from the `leader` end.
struct PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let leader: Int32
    private let follower: Int32

    /// Opens a pseudo-terminal of `width` × `height` cells.
    init(width: Int, height: Int) throws {
        var leader: Int32 = -1, follower: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&leader, &follower, nil, nil, &size) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        // Neither end may leak into another child: one that kept the leader open would keep
        // the terminal alive after it is closed here. The spawn's dup2 clears the flag on the
        // child's own copies.
        _ = fcntl(leader, F_SETFD, FD_CLOEXEC)
        _ = fcntl(follower, F_SETFD, FD_CLOEXEC)
        self.leader = leader
        self.follower = follower
    }

    /// Runs `executable` with the follower as its standard input, output and error, reads and
    /// discards what it writes (so it never blocks on a full buffer), and returns its exit status
    /// and the seconds from spawn to exit. Closes the pseudo-terminal: call it once.
    func run(_ executable: String, arguments: [String] = [], environment: [String: String]) throws -> (status: Int32, seconds: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, follower, fd) }
        posix_spawn_file_actions_addclose(&actions, leader)

        let leader = self.leader
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while read(leader, &buffer, buffer.count) > 0 {}
            drained.signal()
        }
        let started = Monotonic.seconds()
        let pid: pid_t
        switch ChildProcess.spawn(executable, arguments: arguments, environment: environment, actions: &actions) {
        case .success(let child): pid = child
        case .failure(let error):
            close(follower)
            drained.wait()
            throw Failure(description: error.description)
        }
        let status = ChildProcess.wait(pid)
        let seconds = Monotonic.seconds() - started
        // With the last follower closed, the leader reads EIO and the drain ends.
        close(follower)
        drained.wait()
        close(leader)
        return (status, seconds)
    }
}
