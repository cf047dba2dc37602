/// The exit codes every subcommand uses (DESIGN.md).
enum ExitCode: Int32 {
    case success = 0
    /// A check or scenario failed.
    case failure = 1
    /// Nothing matched, or the terminal is unusable.
    case unusable = 2
    /// Bad arguments or invalid input files (EX_USAGE).
    case usage = 64
}
