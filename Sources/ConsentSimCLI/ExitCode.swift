/// The exit codes every command uses (DESIGN.md; sysexits where one fits).
public struct ExitCode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    package static let success = ExitCode(rawValue: 0)
    /// A check or scenario failed.
    package static let failure = ExitCode(rawValue: 1)
    /// Nothing matched, or the terminal is unusable.
    package static let unusable = ExitCode(rawValue: 2)
    /// Bad arguments, or input files that cannot be read or are invalid (EX_USAGE).
    package static let usage = ExitCode(rawValue: 64)
    /// A bug of ours (EX_SOFTWARE).
    package static let internalError = ExitCode(rawValue: 70)
    /// An output file cannot be created (EX_CANTCREAT).
    package static let cannotCreate = ExitCode(rawValue: 73)
    /// Standard output could not be written (a full disk, `> /dev/full`): what the command
    /// printed is lost (EX_IOERR).
    package static let outputLost = ExitCode(rawValue: 74)
    /// A program the command needs is not installed (EX_UNAVAILABLE): `dossier --pdf` without Chromium.
    package static let unavailable = ExitCode(rawValue: 69)

    /// 128 + the signal, as a shell reports a process the signal killed (SIGINT → 130).
    package static func killed(by signal: Int32) -> ExitCode { ExitCode(rawValue: 128 + signal) }

    /// Every code above with what it means, lowest first: the top-level help lists them from here.
    package static let meanings: [(code: ExitCode, meaning: String)] = [
        (.success, "success"), (.failure, "a check or scenario failed"), (.unusable, "nothing matched or no usable terminal"),
        (.usage, "bad arguments or unreadable or invalid input"), (.unavailable, "dossier --pdf without Chromium"),
        (.internalError, "internal error"), (.cannotCreate, "an output file cannot be created"),
        (.outputLost, "standard output cannot be written"),
    ]
    /// What `killed(by:)` means, in the same words.
    package static let killedMeaning = "128 + the signal after a signal that ends the command (\(killed(by: 2)) after SIGINT)"

    public var description: String { String(rawValue) }
}
