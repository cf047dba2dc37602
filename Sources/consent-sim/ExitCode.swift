/// The exit codes every subcommand uses (DESIGN.md).
enum ExitCode: Int32 {
    case success = 0
    /// A check or scenario failed.
    case failure = 1
    /// Nothing matched, or the terminal is unusable.
    case unusable = 2
    /// Bad arguments or invalid input files (EX_USAGE).
    case usage = 64
    /// 128 + the signal, as a shell reports a process the signal killed: SIGHUP, SIGINT, SIGTERM.
    case hangUp = 129
    case interrupted = 130
    case terminated = 143

    /// The code for ending on `signal` (after restoring the terminal).
    static func killed(by signal: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + signal) ?? .failure
    }
}
