/// Where in the text `XMLParser` stopped with a syntax error, and what is around that place.
struct XMLErrorSite {
    private let text: [UInt8]
    private let lines: LineIndex
    /// The byte offset of the place.
    let offset: Int

    /// The place at libxml2's 1-based `line` and `column`; libxml2 counts columns in characters.
    init(text: [UInt8], line: Int, column: Int) {
        self.text = text
        lines = LineIndex(text)
        var offset = lines.offset(ofLine: line)
        var characters = 1
        while offset < text.count, characters < column, text[offset] != 0x0A {
            offset += 1
            if offset == text.count || text[offset] & 0xC0 != 0x80 { characters += 1 }
        }
        self.offset = offset
    }

    /// The character the parser stopped at.
    var scalarAt: Unicode.Scalar? {
        guard offset < text.count else { return nil }
        let end = text[(offset + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? text.count
        return String(decoding: text[offset..<end], as: UTF8.self).unicodeScalars.first
    }

    /// The character just before it.
    var scalarBefore: Unicode.Scalar? {
        guard offset > 0 else { return nil }
        let start = text[..<offset].lastIndex { $0 & 0xC0 != 0x80 } ?? 0
        return String(decoding: text[start..<offset], as: UTF8.self).unicodeScalars.first
    }

    /// The line where the markup around the place began: the first `opening` after the last
    /// `closing` before it. Nil when there is no such opening.
    func startLine(_ markup: (opening: String, closing: String)) -> Int? {
        let closing = Array(markup.closing.utf8)
        let opening = Array(markup.opening.utf8)
        let searchFrom = lastStart(of: closing).map { $0 + closing.count } ?? 0
        guard searchFrom < offset, let start = (searchFrom..<offset).first(where: { text[$0...].starts(with: opening) }) else {
            return nil
        }
        return lines.line(at: start)
    }

    /// Where the last `bytes` that end by the place start.
    private func lastStart(of bytes: [UInt8]) -> Int? {
        var start = offset - bytes.count
        while start >= 0 {
            if text[start..<(start + bytes.count)].elementsEqual(bytes) { return start }
            start -= 1
        }
        return nil
    }
}
