/// An output file or folder the user named cannot be created or written (a missing folder, no
/// permission, a full disk). Ends the program with exit 73.
package struct CannotCreateError: Error, Equatable, CustomStringConvertible {
    /// The path as the user gave it.
    package let path: String
    /// Why, in the system's words or ours ("No such file or directory").
    package let reason: String
    /// The option that named the path (`--cast`), when one did.
    package var option: String?

    package init(path: String, reason: String, option: String? = nil) {
        self.path = path
        self.reason = reason
        self.option = option
    }

    package var description: String { (option.map { "\($0): " } ?? "") + "cannot create \(path): \(reason)" }
}
