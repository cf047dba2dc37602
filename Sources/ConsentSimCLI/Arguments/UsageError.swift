/// A command line that cannot be run as given: an unknown option, a missing or malformed value,
/// options that contradict each other. Ends the program with exit 64 and a hint to the help.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The command whose help the hint points to (nil: the top-level help).
    package var command: Subcommand?
    package let message: String

    package init(_ message: String, command: Subcommand? = nil) {
        self.message = message
        self.command = command
    }

    package var description: String { message }
}
