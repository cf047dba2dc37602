/// A localization file's display name and text, for placing errors found at a byte offset.
struct LocalizationSource {
    /// The name messages show (`en.lproj/InfoPlist.strings`).
    let file: String
    /// The file's text as UTF-8.
    let text: [UInt8]

    /// An error at `offset`, with its line and column.
    func error(at offset: Int, _ message: String) -> LocalizationError {
        let at = LineIndex(text).position(at: offset)
        return LocalizationError(file: file, line: at.line, column: at.column, message: message)
    }

    /// An error for a string or comment that never ends, placed where it starts: the end of the
    /// file, where the reader noticed, is rarely where the quote or `*/` went missing.
    func unterminated(_ what: String, at start: Int) -> LocalizationError {
        let at = LineIndex(text).position(at: start)
        return LocalizationError(file: file, line: at.line, column: at.column, message: "unterminated \(what) starting at line \(at.line)")
    }
}
