/// The grammar of old-style `.strings` files: `key = value;` entries between comments.
///
/// It follows Apple's old-style property list reader where that is known (unquoted tokens,
/// `\U` escapes, unknown escapes keeping their character) and stops at the first error, since
/// iOS ignores a file it cannot read as a whole.
struct StringsFileParser {
    private var cursor: ByteCursor
    private let source: LocalizationSource

    /// The entries of `text` (valid UTF-8) in file order.
    static func parse(_ text: [UInt8], file: String) throws(LocalizationError) -> [StringsFile.Entry] {
        let found = try text.withUnsafeBufferPointer { buffer throws(LocalizationError) in
            var parser = StringsFileParser(cursor: ByteCursor(buffer), source: LocalizationSource(file: file, text: text))
            return try parser.parseEntries()
        }
        let lines = LineIndex(text)
        return found.map { StringsFile.Entry(key: $0.key, value: $0.value, line: lines.line(at: $0.offset)) }
    }

    private init(cursor: ByteCursor, source: LocalizationSource) {
        self.cursor = cursor
        self.source = source
    }

    private mutating func parseEntries() throws(LocalizationError) -> [(key: String, value: String, offset: Int)] {
        var entries: [(key: String, value: String, offset: Int)] = []
        while true {
            try skipSpacesAndComments()
            guard !cursor.isAtEnd else { return entries }
            let keyStart = cursor.offset
            guard let key = try readToken() else {
                throw source.error(at: keyStart, "expected a key, such as \"NSMotionUsageDescription\", but found \(cursor.found)")
            }
            let afterKey = cursor.offset
            try skipSpacesAndComments()
            var value = key
            if !cursor.isAtEnd && cursor.peek() == UInt8(ascii: "=") {
                cursor.advance()
                try skipSpacesAndComments()
                let valueStart = cursor.offset
                guard let token = try readToken() else {
                    throw source.error(at: valueStart, "expected a value after '=' for \(MessageText.key(key)), but found \(cursor.found)")
                }
                value = token
                let afterValue = cursor.offset
                try skipSpacesAndComments()
                // Reported right after the value rather than at the next token, which is
                // usually the following line's key and would point at the wrong line.
                guard !cursor.isAtEnd && cursor.peek() == UInt8(ascii: ";") else {
                    throw source.error(at: afterValue, "expected ';' after the value of \(MessageText.key(key))")
                }
            } else if cursor.isAtEnd || cursor.peek() != UInt8(ascii: ";") {
                throw source.error(at: afterKey, "expected '=' after the key \(MessageText.key(key))")
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
                    guard !cursor.isAtEnd else { throw source.unterminated("comment", at: start) }
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
        if cursor.peek() == UInt8(ascii: "\"") { return try QuotedStringReader.read(&cursor, .oldStylePlist, in: source) }
        let start = cursor.offset
        cursor.skip { !Self.isUnquotedCharacter($0) }
        return cursor.offset > start ? cursor.text(start..<cursor.offset) : nil
    }

    /// The characters Apple's reader allows in a token without quotes.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        // _ . - $ : /
        ASCII.isLetterOrDigit(byte) || byte == 0x5F || byte == 0x2E || byte == 0x2D || byte == 0x24 || byte == 0x3A || byte == 0x2F
    }
}
