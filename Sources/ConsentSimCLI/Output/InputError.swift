/// An input the user named cannot be read or is invalid: a study folder, a scenario path.
/// Ends the program with exit 64; the message names the file and what is wrong.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
