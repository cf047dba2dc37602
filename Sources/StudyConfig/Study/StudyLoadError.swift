/// Why a study folder could not be loaded at all (exit 64): the message names the file and,
/// where the parser knows it, the line.
public struct StudyLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    init(_ e: PlistError) { self.init(file: e.file, line: e.line, column: e.column, message: e.message) }

    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        if let column { s += ":\(column)" }
        return "\(s): \(message)"
    }
}
