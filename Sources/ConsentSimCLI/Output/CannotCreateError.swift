/// An output file or folder the user named cannot be created or written (a missing folder, no
/// permission, a full disk). Ends the program with exit 73.
package struct CannotCreateError: Error, Equatable, CustomStringConvertible {
    /// The path as the user gave it.
    package let path: String
    /// Why, in the system's words or ours ("No such file or directory").
    package let reason: String
    /// The option that named the path (`--cast`), when one did.
    package var option: String?
    /// Whether the path was already there and written through (a device, a FIFO): it could not
    /// be written, not created.
    package var writingThrough: Bool

    package init(path: String, reason: String, option: String? = nil, writingThrough: Bool = false) {
        self.path = path
        self.reason = reason
        self.option = option
        self.writingThrough = writingThrough
    }

    /// The same error, named with the option that gave the path.
    package func named(_ option: String) -> CannotCreateError {
        var e = self
        e.option = e.option ?? option
        return e
    }

    package var description: String {
        (option.map { "\($0): " } ?? "") + "cannot \(writingThrough ? "write" : "create") \(path): \(reason)"
    }
}
