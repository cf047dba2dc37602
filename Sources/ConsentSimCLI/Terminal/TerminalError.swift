import SimCore

/// Why the interactive demo cannot use (or lost) the terminal. Each ends the program with exit 2.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is a file or pipe.
    case notATerminal
    /// There is no terminfo entry for `TERM`.
    case unknownTerminal(String?)
    /// The terminal type cannot place the cursor or clear the screen (`TERM=dumb`).
    case incapable(String)
    /// The terminal type has no reverse video (`TERM=vt52`), which shows the focused control.
    case noReverseVideo(String)
    /// The locale's character set (named) is not UTF-8 and no UTF-8 locale (C.UTF-8 or another
    /// of `UTF8Locale.fallbacks`) is installed, so the demo's glyphs would come out garbled.
    case noUTF8Locale(String)
    /// Reads fail at once, again and again: standard input was closed under us (or a scripted
    /// terminal's script ran out).
    case inputLost

    package var description: String {
        switch self {
        case .notATerminal:
            return "the interactive demo needs a terminal. For scripts use `\(ProgramName.current) play` (scripted flows) "
                + "or `\(ProgramName.current) check STUDY` (review a study's files)."
        case .unknownTerminal(let term?) where term == "xterm-256color":
            // The common type itself is missing: the system has no terminfo database, or a bare one.
            return "the terminal type \"\(term)\" (TERM) is unknown here: this system's terminfo database lacks it "
                + "(install it: ncurses-base on Debian and Ubuntu, ncurses-terminfo-base on Alpine), or try TERM=xterm or TERM=vt100."
        case .unknownTerminal(let term?) where !term.isEmpty:
            return "the terminal type \"\(term)\" (TERM) is unknown here; try TERM=xterm-256color."
        case .unknownTerminal(""):
            return "TERM is empty, so the terminal type is unknown; try TERM=xterm-256color."
        case .unknownTerminal:
            return "TERM is not set, so the terminal type is unknown; try TERM=xterm-256color."
        case .incapable(let term):
            return "the terminal type \"\(term)\" (TERM) cannot place the cursor or clear the screen, which the demo needs; "
                + "try TERM=xterm-256color, or use `\(ProgramName.current) play` and `\(ProgramName.current) check` without a terminal."
        case .noReverseVideo(let term):
            return "the terminal type \"\(term)\" (TERM) has no reverse video, which the demo needs to show the focused button; "
                + "try TERM=vt100 or TERM=xterm-256color, or use `\(ProgramName.current) play` and `\(ProgramName.current) check` without a terminal."
        case .noUTF8Locale(let codeset):
            return "the demo draws in UTF-8, but the locale's character set is \"\(codeset)\" and this system has no UTF-8 locale "
                + "(\(UTF8Locale.fallbacks.joined(separator: ", ")) are missing); set LC_ALL to a UTF-8 locale that `locale -a` lists "
                + "(one ending in .UTF-8 or .utf8), or install one (locales on Debian and Ubuntu, glibc-langpack-en on Fedora)."
        case .inputLost:
            return "lost the terminal: standard input was closed."
        }
    }
}
