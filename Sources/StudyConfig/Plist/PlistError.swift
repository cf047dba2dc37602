/// Why a property list could not be read: the file, the line when known, and what was wrong.
public struct PlistError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    /// The column, for a problem found at one byte (a byte that is not UTF-8).
    public let column: Int?
    public let message: String

    public init(file: String, line: Int?, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String {
        guard let line else { return "\(file): \(message)" }
        return column.map { "\(file):\(line):\($0): \(message)" } ?? "\(file):\(line): \(message)"
    }
}
