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

    package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, isTerminal: Bool,
                progress: ((String) -> Void)? = nil) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
        self.progress = progress ?? err
    }

    /// The process's standard output and error. The writes ignore failures: with the terminal
    /// gone (EIO) or a closed pipe, a message that cannot be shown must not trap.
    package static var standard: CommandOutput {
        CommandOutput(out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
                      err: { try? FileHandle.standardError.write(contentsOf: Data(VisibleText.escaped($0).utf8)) },
                      isTerminal: isatty(STDOUT_FILENO) != 0,
                      progress: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    /// A line of result.
    func line(_ text: String) { out(text + "\n") }

    /// `consent-sim: MESSAGE` on standard error, control characters from input shown escaped.
    func message(_ text: String) { err("consent-sim: \(VisibleText.escaped(text))\n") }
}
