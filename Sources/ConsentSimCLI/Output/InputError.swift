/// An input the user named cannot be read or is invalid: a study folder, a scenario path.
/// Ends the program with exit 64; the message names the file and what is wrong.
package struct InputError: Error, Equatable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
