/// A localization file that cannot be read: which file, where in it, and what is wrong.
///
/// Messages are written for a study team, not a parser author: they name the key involved and
/// say what was expected, so the fix is obvious without knowing the file format's grammar.
public struct LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's display name, as the caller passed it (`en.lproj/InfoPlist.strings`).
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, counted in Unicode scalars (a tab counts as one); nil when only the line is known.
    public let column: Int?
    /// Where inside a string catalog the problem is (`strings.X.localizations.en.stringUnit.value`);
    /// nil for problems of syntax or encoding.
    public let keyPath: String?
    public let message: String

    public init(file: String, line: Int, column: Int? = nil, keyPath: String? = nil, message: String) {
        self.file = file
        self.line = max(line, 1)
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `FILE:LINE:COL: message`, the shape compilers use, so editors and terminals can jump to it.
    public var description: String {
        let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
        let path = keyPath.map { "\($0): " } ?? ""
        return "\(place): \(path)\(message)"
    }
}
