/// Why an export stopped.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// An output file or folder could not be created or written (exit 73).
    case cannotCreate(String, String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let why): "cannot write \(path): \(why)"
        }
    }
}
