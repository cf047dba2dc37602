/// Where the quoted strings of `.strings` files and of JSON follow different rules.
///
/// Both write `"…"` with backslash escapes and `\u`-style Unicode escapes that join UTF-16
/// surrogate pairs; `QuotedStringReader` reads both, asking this only where they differ.
struct QuotedStringDialect: Sendable {
    /// Whether a raw line break may stand inside the quotes.
    let allowsLineBreaks: Bool
    /// Whether other raw control characters (a typed tab, U+0000 to U+001F) may stand inside the quotes.
    let allowsControlCharacters: Bool
    /// The one-letter escapes and the characters they stand for.
    let escapes: [UInt8: Unicode.Scalar]
    /// The letters that start a Unicode escape of four hex digits.
    let unicodeEscapeLetters: [UInt8]
    /// How messages write the Unicode escape (`\u`).
    let unicodeEscapeName: String
    /// Whether a backslash before any other character keeps that character; if not, it is an error.
    let keepsUnknownEscapes: Bool

    /// JSON (RFC 8259), which string catalogs are written in. A string cannot span lines, so a
    /// line break means the closing quote is missing, and an escape JSON does not define is an
    /// error, because Xcode would not load the catalog.
    static let json = QuotedStringDialect(
        allowsLineBreaks: false, allowsControlCharacters: false,
        escapes: [0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{08}", 0x66: "\u{0C}", 0x6E: "\n", 0x72: "\r", 0x74: "\t"],
        unicodeEscapeLetters: [0x75], unicodeEscapeName: "\\u", keepsUnknownEscapes: false)

    /// Apple's old-style property list strings, which `.strings` files are written in. A value may
    /// span lines and hold tabs as typed; `\U` is the Unicode escape (`\u` is read too); and any
    /// other escape keeps its character (`\"`, `\\`, an escaped line break, `\x`), as Apple's
    /// reader does, since iOS reads such a file rather than rejecting it.
    static let oldStylePlist = QuotedStringDialect(
        allowsLineBreaks: true, allowsControlCharacters: true,
        escapes: [0x6E: "\n", 0x74: "\t", 0x72: "\r"],
        unicodeEscapeLetters: [0x55, 0x75], unicodeEscapeName: "\\U", keepsUnknownEscapes: true)
}
