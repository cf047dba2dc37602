import Foundation

/// What the terminal we print to supports.
enum Terminal {
    /// `NO_COLOR` is set to something (https://no-color.org).
    static var noColorRequested: Bool { !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty }

    /// Colour only on a terminal, and never when `NO_COLOR` is set.
    static var wantsColour: Bool { !noColorRequested && isatty(STDOUT_FILENO) != 0 }
}
