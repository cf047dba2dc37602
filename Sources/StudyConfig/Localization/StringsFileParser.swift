/// The grammar of old-style `.strings` files: `key = value;` entries between comments.
///
/// It follows Apple's old-style property list reader where that is known (unquoted tokens,
/// `\U` escapes, unknown escapes keeping their character) and stops at the first error, since
/// iOS ignores a file it cannot read as a whole.
struct StringsFileParser {
    private var cursor: ByteCursor
    private let file: String
    private let text: [UInt8]

    /// The entries of `text` (valid UTF-8) in file order.
    static func parse(_ text: [UInt8], file: String) throws(LocalizationError) -> [StringsFile.Entry] {
        let found = try text.withUnsafeBufferPointer { buffer throws(LocalizationError) in
            var parser = StringsFileParser(cursor: ByteCursor(buffer), file: file, text: text)
            return try parser.parseEntries()
        }
        let lines = LineIndex(text)
        return found.map { StringsFile.Entry(key: $0.key, value: $0.value, line: lines.line(at: $0.offset)) }
    }

    private init(cursor: ByteCursor, file: String, text: [UInt8]) {
        self.cursor = cursor
        self.file = file
        self.text = text
    }

    private mutating func parseEntries() throws(LocalizationError) -> [(key: String, value: String, offset: Int)] {
        var entries: [(key: String, value: String, offset: Int)] = []
        while true {
            try skipSpacesAndComments()
            guard !cursor.isAtEnd else { return entries }
            let keyStart = cursor.offset
            guard let key = try readToken() else {
                throw error(at: keyStart, "expected a key, such as \"NSMotionUsageDescription\", but found \(found())")
            }
            let afterKey = cursor.offset
            try skipSpacesAndComments()
            var value = key
            if !cursor.isAtEnd && cursor.peek() == UInt8(ascii: "=") {
                cursor.advance()
                try skipSpacesAndComments()
                let valueStart = cursor.offset
                guard let token = try readToken() else {
                    throw error(at: valueStart, "expected a value after '=' for \(MessageText.key(key)), but found \(found())")
                }
                value = token
                let afterValue = cursor.offset
                try skipSpacesAndComments()
                // Reported right after the value rather than at the next token, which is
                // usually the following line's key and would point at the wrong line.
                guard !cursor.isAtEnd && cursor.peek() == UInt8(ascii: ";") else {
                    throw error(at: afterValue, "expected ';' after the value of \(MessageText.key(key))")
                }
            } else if cursor.isAtEnd || cursor.peek() != UInt8(ascii: ";") {
                throw error(at: afterKey, "expected '=' after the key \(MessageText.key(key))")
            }
            cursor.advance()
            entries.append((key, value, keyStart))
        }
    }

    private mutating func skipSpacesAndComments() throws(LocalizationError) {
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if ASCII.isSpace(byte) {
                cursor.advance()
            } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*") {
                let start = cursor.offset
                cursor.advance(2)
                while !(cursor.peek() == UInt8(ascii: "*") && cursor.peek(1) == UInt8(ascii: "/")) {
                    guard !cursor.isAtEnd else { throw unterminated("comment", at: start) }
                    cursor.advance()
                    cursor.skip { $0 == 0x2A }  // '*'
                }
                cursor.advance(2)
            } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "/") {
                cursor.skip { $0 == 0x0A || $0 == 0x0D }  // LF, CR
            } else if byte >= 0x80, case let (scalar, length) = cursor.scalar(), scalar.properties.isWhitespace {
                // No-break and other Unicode spaces, which text pasted from documents brings along.
                cursor.advance(length)
            } else {
                return
            }
        }
    }

    /// A quoted string or an unquoted token; nil, without moving, when neither starts here.
    private mutating func readToken() throws(LocalizationError) -> String? {
        guard !cursor.isAtEnd else { return nil }
        if cursor.peek() == UInt8(ascii: "\"") { return try readQuoted() }
        let start = cursor.offset
        cursor.skip { !Self.isUnquotedCharacter($0) }
        return cursor.offset > start ? cursor.text(start..<cursor.offset) : nil
    }

    private mutating func readQuoted() throws(LocalizationError) -> String {
        let start = cursor.offset
        cursor.advance()
        // Text without escapes is copied in one piece; `unescaped` only fills up when there are escapes.
        var pieceStart = cursor.offset
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            cursor.skip { $0 == 0x22 || $0 == 0x5C }  // '"', '\\'
            guard !cursor.isAtEnd else { throw unterminated("string", at: start) }
            if cursor.peek() == UInt8(ascii: "\"") {
                let last = pieceStart..<cursor.offset
                cursor.advance()
                guard hasEscapes else { return cursor.text(last) }
                unescaped.append(contentsOf: cursor.bytes[last])
                return String(decoding: unescaped, as: UTF8.self)
            }
            hasEscapes = true
            unescaped.append(contentsOf: cursor.bytes[pieceStart..<cursor.offset])
            let escapeStart = cursor.offset
            cursor.advance()
            guard !cursor.isAtEnd else { throw unterminated("string", at: start) }
            switch cursor.peek() {
            case UInt8(ascii: "n"): unescaped.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): unescaped.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): unescaped.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                Unicode.UTF8.encode(try readUnicodeEscape(at: escapeStart)) { unescaped.append($0) }
                pieceStart = cursor.offset
                continue
            default:
                // `\"`, `\\`, an escaped line break and any unknown escape keep the character, as
                // Apple's reader does: it starts the next piece instead of being dropped.
                pieceStart = cursor.offset
                cursor.advance()
                continue
            }
            cursor.advance()
            pieceStart = cursor.offset
        }
    }

    /// Reads the hex digits of `\UXXXX` (the cursor is on the `U`), joining a UTF-16 surrogate pair.
    private mutating func readUnicodeEscape(at escapeStart: Int) throws(LocalizationError) -> Unicode.Scalar {
        let high = try readHexDigits(escapeStart)
        guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
        func pairError() -> LocalizationError {
            error(at: escapeStart, "\\U\(MessageText.hex(high)) is half of a UTF-16 surrogate pair; "
                + "write the character itself, or both halves (\\UD83D\\UDE00)")
        }
        let next = cursor.peek(1)
        guard high < 0xDC00, cursor.peek() == UInt8(ascii: "\\"), next == UInt8(ascii: "U") || next == UInt8(ascii: "u") else {
            throw pairError()
        }
        let lowStart = cursor.offset
        cursor.advance()
        let low = try readHexDigits(lowStart)
        guard (0xDC00...0xDFFF).contains(low) else { throw pairError() }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func readHexDigits(_ escapeStart: Int) throws(LocalizationError) -> UInt32 {
        cursor.advance()
        guard let value = cursor.readFourHexDigits() else {
            throw error(at: escapeStart, "expected 4 hex digits after \\U, as in \\U00E9")
        }
        return value
    }

    /// The characters Apple's reader allows in a token without quotes.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        // _ . - $ : /
        ASCII.isLetterOrDigit(byte) || byte == 0x5F || byte == 0x2E || byte == 0x2D || byte == 0x24 || byte == 0x3A || byte == 0x2F
    }

    /// What the cursor is on, for "but found …".
    private func found() -> String {
        cursor.isAtEnd ? "the end of the file" : MessageText.character(cursor.scalar().scalar)
    }

    private func unterminated(_ what: String, at start: Int) -> LocalizationError {
        let at = LineIndex(text).position(at: start)
        return LocalizationError(file: file, line: at.line, column: at.column, message: "unterminated \(what) starting at line \(at.line)")
    }

    private func error(at offset: Int, _ message: String) -> LocalizationError {
        let at = LineIndex(text).position(at: offset)
        return LocalizationError(file: file, line: at.line, column: at.column, message: message)
    }
}
