import Foundation

/// Starting and waiting for a child process the way `bench` and the end-to-end tests need it.
enum ChildProcess {
    /// Spawns `executable` with `actions` for its file descriptors. The child starts with no
    /// signals blocked and SIGINT, SIGTERM, SIGHUP, SIGCHLD and SIGPIPE at their defaults,
    /// whatever this process inherited: test runners' threads block signals, and a child (the
    /// demo, a tmux server) that inherited that would never see Ctrl-C or SIGTERM. Returns the
    /// pid, or the `posix_spawn` error number.
    static func spawn(_ executable: String, arguments: [String], environment: [String: String],
                      actions: inout posix_spawn_file_actions_t) -> Result<pid_t, SpawnError> {
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
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return spawned == 0 ? .success(pid) : .failure(SpawnError(executable: executable, code: spawned))
    }

    /// Waits for `pid` and returns its exit status as a shell reports it (128 + n after signal n).
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// A child that could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        let executable: String
        let code: Int32
        var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }
}
