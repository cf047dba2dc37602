/// Why an export stopped.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// An output file or folder could not be created or written (exit 73).
    case cannotCreate(String, String)
    /// An input would make the export write outside its output folder (exit 64).
    case unsafePath(String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let why): "cannot write \(path): \(why)"
        case .unsafePath(let why): why
        }
    }
}
