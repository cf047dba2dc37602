/// Reads JSON text into a `JSONNode` tree, reporting syntax errors by line and column.
///
/// Strict RFC 8259 except that a trailing comma before `}` or `]` is accepted, as Foundation's
/// JSONDecoder accepts it, so a catalog Xcode would load is never rejected here.
struct JSONParser {
    /// Real catalogs nest about a dozen levels; the limit keeps hostile input from exhausting the stack.
    static let maxDepth = 100

    private var cursor: ByteCursor
    private let file: String
    private let text: [UInt8]

    /// Parses `text` (valid UTF-8).
    static func parse(_ text: [UInt8], file: String) throws(LocalizationError) -> JSONNode {
        try text.withUnsafeBufferPointer { buffer throws(LocalizationError) in
            var parser = JSONParser(cursor: ByteCursor(buffer), file: file, text: text)
            parser.skipWhitespace()
            guard !parser.cursor.isAtEnd else { throw parser.error("the file is empty; expected a JSON object") }
            let root = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.cursor.isAtEnd else { throw parser.error("unexpected \(parser.found()) after the end of the JSON value") }
            return root
        }
    }

    private init(cursor: ByteCursor, file: String, text: [UInt8]) {
        self.cursor = cursor
        self.file = file
        self.text = text
    }

    private mutating func parseValue(depth: Int) throws(LocalizationError) -> JSONNode {
        let start = cursor.offset
        guard !cursor.isAtEnd else { throw error("unexpected end of file; expected a value") }
        let first = cursor.peek()
        switch first {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try readString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try readNumber()), offset: start)
        case _ where ASCII.isLetterOrDigit(first):
            while !cursor.isAtEnd && ASCII.isLetterOrDigit(cursor.peek()) { cursor.advance() }
            switch cursor.text(start..<cursor.offset) {
            case "true": return JSONNode(value: .bool(true), offset: start)
            case "false": return JSONNode(value: .bool(false), offset: start)
            case "null": return JSONNode(value: .null, offset: start)
            case let word: throw error(at: start, "unexpected word \(MessageText.key(word)); text must be in double quotes")
            }
        default:
            throw error("expected a value but found \(found())")
        }
    }

    private mutating func parseObject(depth: Int) throws(LocalizationError) -> JSONNode {
        let start = cursor.offset
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        cursor.advance()
        var members: [JSONNode.Member] = []
        skipWhitespace()
        while cursor.isAtEnd || cursor.peek() != UInt8(ascii: "}") {
            guard !cursor.isAtEnd else { throw unclosed("object", start) }
            guard cursor.peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes but found \(found())") }
            let keyOffset = cursor.offset
            let key = try readString()
            let afterKey = cursor.offset
            skipWhitespace()
            guard !cursor.isAtEnd && cursor.peek() == UInt8(ascii: ":") else {
                throw error(at: afterKey, "expected ':' after the key \(MessageText.key(key))")
            }
            cursor.advance()
            skipWhitespace()
            let node = try parseValue(depth: depth + 1)
            members.append(JSONNode.Member(key: key, keyOffset: keyOffset, node: node))
            let afterValue = cursor.offset
            skipWhitespace()
            guard !cursor.isAtEnd else { throw unclosed("object", start) }
            if cursor.peek() == UInt8(ascii: ",") {
                cursor.advance()
                skipWhitespace()
            } else if cursor.peek() != UInt8(ascii: "}") {
                throw error(at: afterValue, "expected ',' or '}' after the value of \(MessageText.key(key))")
            }
        }
        cursor.advance()
        return JSONNode(value: .object(members), offset: start)
    }

    private mutating func parseArray(depth: Int) throws(LocalizationError) -> JSONNode {
        let start = cursor.offset
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        cursor.advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        while cursor.isAtEnd || cursor.peek() != UInt8(ascii: "]") {
            guard !cursor.isAtEnd else { throw unclosed("array", start) }
            elements.append(try parseValue(depth: depth + 1))
            let afterValue = cursor.offset
            skipWhitespace()
            guard !cursor.isAtEnd else { throw unclosed("array", start) }
            if cursor.peek() == UInt8(ascii: ",") {
                cursor.advance()
                skipWhitespace()
            } else if cursor.peek() != UInt8(ascii: "]") {
                throw error(at: afterValue, "expected ',' or ']' after an array element")
            }
        }
        cursor.advance()
        return JSONNode(value: .array(elements), offset: start)
    }

    private mutating func readString() throws(LocalizationError) -> String {
        let start = cursor.offset
        cursor.advance()
        // Text without escapes is copied in one piece; `unescaped` only fills up when there are escapes.
        var pieceStart = cursor.offset
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            cursor.skipPlainStringText()
            // A JSON string cannot span lines, so a line break means the closing quote is missing.
            let byte = cursor.peek()
            guard !cursor.isAtEnd, byte != 0x0A, byte != 0x0D else { throw unterminated(start) }
            if byte == UInt8(ascii: "\"") {
                let last = pieceStart..<cursor.offset
                cursor.advance()
                guard hasEscapes else { return cursor.text(last) }
                unescaped.append(contentsOf: cursor.bytes[last])
                return String(decoding: unescaped, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("control character U+\(MessageText.hex(UInt32(byte))) in a string must be written as an escape such as \\t")
            }
            hasEscapes = true
            unescaped.append(contentsOf: cursor.bytes[pieceStart..<cursor.offset])
            Unicode.UTF8.encode(try readEscape(start)) { unescaped.append($0) }
            pieceStart = cursor.offset
        }
    }

    /// Reads an escape (the cursor is on its backslash) of the string starting at `stringStart`.
    private mutating func readEscape(_ stringStart: Int) throws(LocalizationError) -> Unicode.Scalar {
        let escapeStart = cursor.offset
        cursor.advance()
        let escaped = cursor.peek()
        guard !cursor.isAtEnd, escaped != UInt8(ascii: "\n"), escaped != UInt8(ascii: "\r") else { throw unterminated(stringStart) }
        let escapedScalar = cursor.scalar().scalar
        cursor.advance()
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escaped)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHexDigits(escapeStart)
            guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
            func pairError() -> LocalizationError {
                error(at: escapeStart, "\\u\(MessageText.hex(high)) is half of a UTF-16 surrogate pair")
            }
            guard high < 0xDC00, cursor.peek() == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "u") else { throw pairError() }
            cursor.advance(2)
            let low = try readHexDigits(escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw pairError() }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        default:
            let shown = MessageText.character(escapedScalar)
            let escape = shown.hasPrefix("'") ? "\\\(escapedScalar)" : "\\ followed by \(shown)"
            throw error(at: escapeStart, "invalid escape \(escape) in a string; write \\\\ for a backslash")
        }
    }

    private mutating func readHexDigits(_ escapeStart: Int) throws(LocalizationError) -> UInt32 {
        guard let value = cursor.readFourHexDigits() else {
            throw error(at: escapeStart, "expected 4 hex digits after \\u, as in \\u00E9")
        }
        return value
    }

    private mutating func readNumber() throws(LocalizationError) -> String {
        let start = cursor.offset
        func digits(_ cursor: inout ByteCursor) -> Bool {
            let first = cursor.offset
            while !cursor.isAtEnd && cursor.peek() >= UInt8(ascii: "0") && cursor.peek() <= UInt8(ascii: "9") { cursor.advance() }
            return cursor.offset > first
        }
        if cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
        var valid = digits(&cursor)
        if valid && !cursor.isAtEnd && cursor.peek() == UInt8(ascii: ".") {
            cursor.advance()
            valid = digits(&cursor)
        }
        if valid && !cursor.isAtEnd && (cursor.peek() == UInt8(ascii: "e") || cursor.peek() == UInt8(ascii: "E")) {
            cursor.advance()
            if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
            valid = digits(&cursor)
        }
        guard valid else { throw error(at: start, "invalid number") }
        return cursor.text(start..<cursor.offset)
    }

    private mutating func skipWhitespace() {
        cursor.skipJSONWhitespace()
    }

    /// What the cursor is on, for "but found …".
    private func found() -> String {
        cursor.isAtEnd ? "the end of the file" : MessageText.character(cursor.scalar().scalar)
    }

    private func unterminated(_ start: Int) -> LocalizationError {
        let at = LineIndex(text).position(at: start)
        return LocalizationError(file: file, line: at.line, column: at.column, message: "unterminated string starting at line \(at.line)")
    }

    private func unclosed(_ what: String, _ start: Int) -> LocalizationError {
        error("unexpected end of file: the \(what) starting at line \(LineIndex(text).line(at: start)) is not closed")
    }

    private func error(_ message: String) -> LocalizationError {
        error(at: cursor.offset, message)
    }

    private func error(at offset: Int, _ message: String) -> LocalizationError {
        let at = LineIndex(text).position(at: offset)
        return LocalizationError(file: file, line: at.line, column: at.column, message: message)
    }
}
