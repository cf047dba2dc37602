import Foundation
import SimCore

/// Where a command's text goes: results to standard output, messages to standard error.
/// Tests capture both.
package struct CommandOutput {
    /// Writes to standard output (the text is written as given; add the newline).
    package let out: (String) -> Void
    /// Writes to standard error.
    package let err: (String) -> Void
    /// Whether standard output is a terminal (reports are coloured only then).
    package let isTerminal: Bool
    /// Writes our own terminal controls to standard error as they are (a progress bar's `\r` and
    /// erase-line): only for text made of numbers and fixed words, never of input.
    package let progress: (String) -> Void
    /// Why writing to standard output failed, the first time it did (`No space left on device`),
    /// or nil: the command then ends with exit 74 rather than report lost output as success.
    package let outFailure: () -> String?

    package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, isTerminal: Bool,
                progress: ((String) -> Void)? = nil, outFailure: @escaping () -> String? = { nil }) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
        self.progress = progress ?? err
        self.outFailure = outFailure
    }

    /// The process's standard output and error.
    package static var standard: CommandOutput { writing(out: STDOUT_FILENO, err: STDERR_FILENO) }

    /// Writes to the descriptors `out` and `err`. A failed write never traps (with the terminal
    /// gone, EIO, a message that cannot be shown must not); one on `out` is kept for `outFailure`.
    package static func writing(out: Int32, err: Int32) -> CommandOutput {
        let failure = WriteFailure()
        return CommandOutput(out: { failure.note(OutputFile.writeAll($0, to: out)) },
                             err: { _ = OutputFile.writeAll(VisibleText.escaped($0), to: err) },
                             isTerminal: isatty(out) != 0,
                             progress: { _ = OutputFile.writeAll($0, to: err) },
                             outFailure: { failure.reason })
    }

    /// A line of result.
    func line(_ text: String) { out(text + "\n") }

    /// `consent-sim: MESSAGE` on standard error, control characters from input shown escaped.
    func message(_ text: String) { err("\(ProgramName.current): \(VisibleText.escaped(text))\n") }
}
