/// A command line that cannot be run as given: an unknown option, a missing or malformed value,
/// options that contradict each other. Ends the program with exit 64 and a hint to the help.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The command whose help the hint points to (nil: the top-level help).
    public var command: Subcommand?
    public let message: String

    public init(_ message: String, command: Subcommand? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}
