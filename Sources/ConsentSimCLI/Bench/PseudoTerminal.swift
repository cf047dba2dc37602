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

        // Start the child with no signals blocked or ignored, whatever this process inherited.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGCHLD, SIGPIPE] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }

        let leader = self.leader
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while read(leader, &buffer, buffer.count) > 0 {}
            drained.signal()
        }
        var pid: pid_t = 0
        let started = Monotonic.seconds()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(follower)
            drained.wait()
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Monotonic.seconds() - started
        // With the last follower closed, the leader reads EIO and the drain ends.
        close(follower)
        drained.wait()
        close(leader)
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), seconds)
    }
}
