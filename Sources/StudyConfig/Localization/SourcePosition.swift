/// A 1-based line and column in a decoded localization file.
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int
}
