/// Reads JSON text into a `JSONNode` tree, reporting syntax errors by line and column.
///
/// Strict RFC 8259 except that a trailing comma before `}` or `]` is accepted, as Foundation's
/// JSONDecoder accepts it, so a catalog Xcode would load is never rejected here.
struct JSONParser {
    /// Real catalogs nest about a dozen levels; the limit keeps hostile input from exhausting the stack.
    static let maxDepth = 100

    private var cursor: ByteCursor
    private let source: LocalizationSource

    /// Parses `text` (valid UTF-8).
    static func parse(_ text: [UInt8], file: String) throws(LocalizationError) -> JSONNode {
        try text.withUnsafeBufferPointer { buffer throws(LocalizationError) in
            var parser = JSONParser(cursor: ByteCursor(buffer), source: LocalizationSource(file: file, text: text))
            parser.skipWhitespace()
            guard !parser.cursor.isAtEnd else { throw parser.error("the file is empty; expected a JSON object") }
            let root = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.cursor.isAtEnd else { throw parser.error("unexpected \(parser.cursor.found) after the end of the JSON value") }
            return root
        }
    }

    private init(cursor: ByteCursor, source: LocalizationSource) {
        self.cursor = cursor
        self.source = source
    }

    private mutating func parseValue(depth: Int) throws(LocalizationError) -> JSONNode {
        let start = cursor.offset
        guard !cursor.isAtEnd else { throw error("unexpected end of file; expected a value") }
        let first = cursor.peek()
        switch first {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try QuotedStringReader.read(&cursor, .json, in: source)), offset: start)
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
            throw error("expected a value but found \(cursor.found)")
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
            guard cursor.peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes but found \(cursor.found)") }
            let keyOffset = cursor.offset
            let key = try QuotedStringReader.read(&cursor, .json, in: source)
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

    private func unclosed(_ what: String, _ start: Int) -> LocalizationError {
        error("unexpected end of file: the \(what) starting at line \(LineIndex(source.text).line(at: start)) is not closed")
    }

    private func error(_ message: String) -> LocalizationError {
        error(at: cursor.offset, message)
    }

    private func error(at offset: Int, _ message: String) -> LocalizationError {
        source.error(at: offset, message)
    }
}
