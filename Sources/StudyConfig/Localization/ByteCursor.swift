/// A read position in UTF-8 text, kept as a byte offset.
///
/// Every character with a meaning in `.strings` and JSON is ASCII, so the parsers compare bytes
/// and only decode a scalar where a message or a non-ASCII space needs it. That keeps them fast
/// in debug builds too, where the robustness tests parse thousands of damaged files.
/// Lines and columns are worked out only when needed, by `LineIndex`.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte `ahead` places after the cursor; 0 past the end, so callers that care about a
    /// real NUL byte check `isAtEnd` as well.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let at = offset + ahead
        return at < bytes.count ? bytes[at] : 0
    }

    mutating func advance(_ count: Int = 1) {
        offset = min(offset + count, bytes.count)
    }

    /// Moves past every byte from the cursor on that `stop` does not match (to the end if none does).
    mutating func skip(until stop: (UInt8) -> Bool) {
        var index = offset
        while index < bytes.count && !stop(bytes[index]) { index += 1 }
        offset = index
    }

    /// Moves to the next quote, backslash or control character: the end of a run of plain text
    /// inside a quoted string. Written out rather than with `skip(until:)` because it is most of
    /// the work of reading a catalog, and a closure call per byte doubles it in debug builds.
    mutating func skipPlainStringText() {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }  // '"', '\\', control characters
            index += 1
        }
        offset = index
    }

    /// What the cursor is on, as a message that says "but found …" names it.
    var found: String {
        isAtEnd ? "the end of the file" : MessageText.character(scalar().scalar)
    }

    /// Moves past JSON whitespace (space, tab, LF, CR), which indents every line of a catalog.
    mutating func skipJSONWhitespace() {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 { break }
            index += 1
        }
        offset = index
    }

    /// The scalar starting at the cursor and its length in bytes; the text was validated as
    /// UTF-8 by `SourceText`, so only the lead byte's length needs working out.
    func scalar() -> (scalar: Unicode.Scalar, length: Int) {
        let lead = peek()
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in 1..<length { value = value << 6 | UInt32(peek(index) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Reads exactly four hex digits (the tail of a `\u` or `\U` escape); nil if they are not there.
    mutating func readFourHexDigits() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard !isAtEnd, let digit = ASCII.hexValue(peek()) else { return nil }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
