/// Reads a double-quoted string with backslash escapes: the part of the grammar that `.strings`
/// files and JSON share.
///
/// The two formats differ only where `QuotedStringDialect` says, so everything else, down to
/// joining a surrogate pair, is this one code path for both readers.
enum QuotedStringReader {
    /// Reads the string whose opening quote the cursor is on, leaving the cursor after its closing quote.
    static func read(_ cursor: inout ByteCursor, _ dialect: QuotedStringDialect,
                     in source: LocalizationSource) throws(LocalizationError) -> String {
        let start = cursor.offset
        cursor.advance()
        // Text without escapes is copied in one piece; `unescaped` only fills up when there are escapes.
        var pieceStart = cursor.offset
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            cursor.skipPlainStringText()
            guard !cursor.isAtEnd else { throw source.unterminated("string", at: start) }
            let byte = cursor.peek()
            if byte == 0x22 {  // '"'
                let last = pieceStart..<cursor.offset
                cursor.advance()
                guard hasEscapes else { return cursor.text(last) }
                unescaped.append(contentsOf: cursor.bytes[last])
                return String(decoding: unescaped, as: UTF8.self)
            }
            if byte == 0x5C {  // '\\'
                hasEscapes = true
                unescaped.append(contentsOf: cursor.bytes[pieceStart..<cursor.offset])
                pieceStart = try readEscape(&cursor, dialect, into: &unescaped, stringStart: start, source)
            } else if byte == 0x0A || byte == 0x0D {
                guard dialect.allowsLineBreaks else { throw source.unterminated("string", at: start) }
                cursor.advance()
            } else {
                guard dialect.allowsControlCharacters else {
                    throw source.error(at: cursor.offset, "control character U+\(MessageText.hex(UInt32(byte))) in a string "
                        + "must be written as an escape such as \\t")
                }
                cursor.advance()
            }
        }
    }

    /// Reads the escape the cursor is on (its backslash) into `unescaped`, or leaves the escaped
    /// character to be copied with the text after it; returns where that text starts.
    private static func readEscape(_ cursor: inout ByteCursor, _ dialect: QuotedStringDialect, into unescaped: inout [UInt8],
                                   stringStart: Int, _ source: LocalizationSource) throws(LocalizationError) -> Int {
        let escapeStart = cursor.offset
        cursor.advance()
        let letter = cursor.peek()
        guard !cursor.isAtEnd, dialect.allowsLineBreaks || (letter != 0x0A && letter != 0x0D) else {
            throw source.unterminated("string", at: stringStart)
        }
        if let scalar = dialect.escapes[letter] {
            cursor.advance()
            Unicode.UTF8.encode(scalar) { unescaped.append($0) }
        } else if dialect.unicodeEscapeLetters.contains(letter) {
            let scalar = try readUnicodeEscape(&cursor, dialect, escapeStart: escapeStart, source)
            Unicode.UTF8.encode(scalar) { unescaped.append($0) }
        } else if dialect.keepsUnknownEscapes {
            // Moving past it keeps a kept quote or backslash from ending the string or starting an escape.
            cursor.advance()
            return escapeStart + 1
        } else {
            let scalar = cursor.scalar().scalar
            let shown = MessageText.character(scalar)
            let escape = shown.hasPrefix("'") ? "\\\(scalar)" : "\\ followed by \(shown)"
            throw source.error(at: escapeStart, "invalid escape \(escape) in a string; write \\\\ for a backslash")
        }
        return cursor.offset
    }

    /// Reads the hex digits of a Unicode escape (the cursor is on its letter), joining a UTF-16
    /// surrogate pair written as two escapes, as JSON and old-style plists both spell characters
    /// beyond U+FFFF.
    private static func readUnicodeEscape(_ cursor: inout ByteCursor, _ dialect: QuotedStringDialect, escapeStart: Int,
                                          _ source: LocalizationSource) throws(LocalizationError) -> Unicode.Scalar {
        let high = try readHexDigits(&cursor, dialect, escapeStart: escapeStart, source)
        guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
        func pairError() -> LocalizationError {
            let name = dialect.unicodeEscapeName
            return source.error(at: escapeStart, "\(name)\(MessageText.hex(high)) is half of a UTF-16 surrogate pair; "
                + "write the character itself, or both halves (\(name)D83D\(name)DE00)")
        }
        guard high < 0xDC00, cursor.peek() == 0x5C, dialect.unicodeEscapeLetters.contains(cursor.peek(1)) else { throw pairError() }
        let lowStart = cursor.offset
        cursor.advance()
        let low = try readHexDigits(&cursor, dialect, escapeStart: lowStart, source)
        guard (0xDC00...0xDFFF).contains(low) else { throw pairError() }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    /// Moves past the escape's letter and reads the four hex digits after it.
    private static func readHexDigits(_ cursor: inout ByteCursor, _ dialect: QuotedStringDialect, escapeStart: Int,
                                      _ source: LocalizationSource) throws(LocalizationError) -> UInt32 {
        cursor.advance()
        guard let value = cursor.readFourHexDigits() else {
            let name = dialect.unicodeEscapeName
            throw source.error(at: escapeStart, "expected 4 hex digits after \(name), as in \(name)00E9")
        }
        return value
    }
}
