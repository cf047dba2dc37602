/// Reads the markup of an XML property list (tags, text, comments, CDATA sections and
/// processing instructions, with XML's five entities and character references) and hands each
/// tag and run of text to a `PlistTreeBuilder`, with its line.
///
/// It reads what Apple's property list reader reads, and refuses what XML forbids with a message
/// at the line where the faulty markup starts (not where a parser gave up, often the end of the
/// file). `XMLPrologue` has already blanked the declaration and the DOCTYPE, so a DTD is never
/// read and an entity declared in one is never expanded. Attributes (`<plist version="1.0">`) are
/// checked for form and otherwise ignored, as Apple's reader ignores them.
struct XMLScanner {
    private let text: [UInt8]
    private let file: String
    private let lines: LineIndex
    /// Where reading stops: the first character XML does not allow anywhere, or the end.
    private let limit: Int
    private var offset = 0

    init(text: [UInt8], file: String) {
        self.text = text
        self.file = file
        lines = LineIndex(text)
        limit = Self.firstForbiddenCharacter(in: text) ?? text.count
    }

    /// Reads the whole text into `builder`; the first problem, the markup's or the grammar's, is thrown.
    mutating func run(into builder: inout PlistTreeBuilder) throws(PlistError) {
        while offset < limit {
            if text[offset] == Byte.lessThan { try markup(into: &builder) } else { try characters(into: &builder) }
        }
        if limit < text.count { throw forbiddenCharacter() }
    }

    /// The line of the last character that is not blank, where a file cut short is reported.
    var lastLine: Int {
        lines.line(at: text.lastIndex { !Byte.isBlank($0) } ?? 0)
    }

    // MARK: Markup

    /// Reads the markup at `offset`, which is on a `<`.
    private mutating func markup(into builder: inout PlistTreeBuilder) throws(PlistError) {
        let start = offset
        if at("<!--") {
            offset = try end(of: "-->", from: start + 4, opened: start, XMLMarkupMessage.unterminatedComment)
        } else if at("<![CDATA[") {
            let end = try end(of: "]]>", from: start + 9, opened: start, XMLMarkupMessage.unterminatedCDATA)
            try deliver(start + 9..<end - 3, decodingEntities: false, into: &builder)
            offset = end
        } else if at("<?") {
            // The declaration belongs on the first line, where `XMLPrologue` took it away.
            if at("<?xml"), start + 5 >= limit || Byte.isBlank(text[start + 5]) || text[start + 5] == Byte.question {
                throw error(XMLMarkupMessage.malformedDeclaration, at: start)
            }
            offset = try end(of: "?>", from: start + 2, opened: start, XMLMarkupMessage.unterminatedProcessingInstruction)
        } else if at("<!DOCTYPE") {
            throw error(XMLMarkupMessage.misplacedDoctype, at: start)
        } else if at("</") {
            offset = start + 2
            let name = try self.name(tagStart: start)
            skipBlanks()
            try expect(Byte.greaterThan, tagStart: start)
            try builder.end(name, line: lines.line(at: start))
        } else {
            offset = start + 1
            let name = try self.name(tagStart: start)
            let isEmpty = try attributes(tagStart: start)
            let line = lines.line(at: start)
            try builder.start(name, line: line)
            if isEmpty { try builder.end(name, line: line) }
        }
    }

    /// Reads a tag's name at `offset`.
    private mutating func name(tagStart: Int) throws(PlistError) -> String {
        let start = offset
        guard offset < limit, Byte.startsName(text[offset]) else { throw cutOrMalformed(tagStart) }
        while offset < limit, Byte.continuesName(text[offset]) { offset += 1 }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    /// Reads a start tag's attributes and its end; true for an empty element (`<name/>`).
    private mutating func attributes(tagStart: Int) throws(PlistError) -> Bool {
        while true {
            let blanks = skipBlanks()
            guard offset < limit else { throw cutOrMalformed(tagStart) }
            switch text[offset] {
            case Byte.greaterThan:
                offset += 1
                return false
            case Byte.slash:
                offset += 1
                try expect(Byte.greaterThan, tagStart: tagStart)
                return true
            default:
                // name="value" or name='value', after a blank.
                guard blanks else { throw error(XMLMarkupMessage.malformedTag, at: tagStart) }
                _ = try name(tagStart: tagStart)
                skipBlanks()
                try expect(Byte.equals, tagStart: tagStart)
                skipBlanks()
                guard offset < limit else { throw cutOrMalformed(tagStart) }
                let quote = text[offset]
                guard quote == Byte.doubleQuote || quote == Byte.singleQuote else {
                    throw error(XMLMarkupMessage.malformedTag, at: tagStart)
                }
                offset += 1
                while offset < limit, text[offset] != quote {
                    if text[offset] == Byte.lessThan { throw error(XMLMarkupMessage.malformedTag, at: tagStart) }
                    offset += 1
                }
                try expect(quote, tagStart: tagStart)
            }
        }
    }

    private mutating func expect(_ byte: UInt8, tagStart: Int) throws(PlistError) {
        guard offset < limit, text[offset] == byte else { throw cutOrMalformed(tagStart) }
        offset += 1
    }

    // MARK: Text

    /// Reads the text from `offset` to the next markup.
    private mutating func characters(into builder: inout PlistTreeBuilder) throws(PlistError) {
        let start = offset
        while offset < limit, text[offset] != Byte.lessThan { offset += 1 }
        try deliver(start..<offset, decodingEntities: true, into: &builder)
    }

    /// Hands the text in `range` to `builder` with, outside CDATA, entities and character
    /// references replaced. Line breaks are kept as written: Core Foundation's reader, the one iOS
    /// runs, keeps a CR LF or a lone CR in a string's text (an XML parser would make each a LF).
    private func deliver(_ range: Range<Int>, decodingEntities: Bool, into builder: inout PlistTreeBuilder) throws(PlistError) {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            if byte == Byte.ampersand && decodingEntities {
                index = try reference(at: index, end: range.upperBound, into: &decoded)
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        let firstVisible = text[range].firstIndex { !Byte.isBlank($0) } ?? range.lowerBound
        try builder.characters(String(decoding: decoded, as: UTF8.self), line: lines.line(at: firstVisible))
    }

    /// Appends what the entity or character reference at `start` (its `&`) stands for; returns
    /// the offset just past its `;`.
    private func reference(at start: Int, end: Int, into decoded: inout [UInt8]) throws(PlistError) -> Int {
        guard let semicolon = text[start..<end].firstIndex(of: Byte.semicolon) else {
            throw end == limit && limit < text.count ? forbiddenCharacter() : error(XMLMarkupMessage.malformedEntity, at: start)
        }
        let body = text[(start + 1)..<semicolon]
        if body.first == Byte.hash {
            let hex = body.dropFirst().first == UInt8(ascii: "x")
            let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
            let number = !digits.isEmpty && digits.utf8.allSatisfy({ hex ? Byte.isHexDigit($0) : Byte.isDigit($0) })
                ? UInt32(digits, radix: hex ? 16 : 10) : nil
            guard let value = number, Byte.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw error(XMLMarkupMessage.invalidCharacterReference(String(decoding: body.dropFirst(), as: UTF8.self), value: number), at: start)
            }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
            return semicolon + 1
        }
        guard let first = body.first, Byte.startsName(first), body.allSatisfy(Byte.continuesName) else {
            throw error(XMLMarkupMessage.malformedEntity, at: start)
        }
        switch String(decoding: body, as: UTF8.self) {
        case "amp": decoded.append(Byte.ampersand)
        case "lt": decoded.append(Byte.lessThan)
        case "gt": decoded.append(Byte.greaterThan)
        case "quot": decoded.append(Byte.doubleQuote)
        case "apos": decoded.append(Byte.singleQuote)
        case let name: throw error(XMLMarkupMessage.unknownEntity(name), at: start)
        }
        return semicolon + 1
    }

    // MARK: Reading

    private func at(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard limit - offset >= count else { return false }
        return literal.withUTF8Buffer { bytes in
            (0..<count).allSatisfy { text[offset + $0] == bytes[$0] }
        }
    }

    /// The offset just past the first `literal` from `from`; the error names the markup's start.
    private func end(of literal: StaticString, from: Int, opened: Int, _ unterminated: String) throws(PlistError) -> Int {
        let count = literal.utf8CodeUnitCount
        let found = literal.withUTF8Buffer { bytes -> Int? in
            var index = from
            while index + count <= limit {
                if text[index] == bytes[0], (1..<count).allSatisfy({ text[index + $0] == bytes[$0] }) { return index + count }
                index += 1
            }
            return nil
        }
        guard let found else { throw limit < text.count ? forbiddenCharacter() : error(unterminated, at: opened) }
        return found
    }

    /// Skips blanks; true when there were any.
    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let start = offset
        while offset < limit, Byte.isBlank(text[offset]) { offset += 1 }
        return offset > start
    }

    // MARK: Errors

    private func error(_ message: String, at offset: Int) -> PlistError {
        PlistError(file: file, line: lines.line(at: offset), message: message)
    }

    /// A tag that stops where a character XML forbids is that character's fault; otherwise the tag is malformed.
    private func cutOrMalformed(_ tagStart: Int) -> PlistError {
        offset >= limit && limit < text.count ? forbiddenCharacter() : error(XMLMarkupMessage.malformedTag, at: tagStart)
    }

    /// The error for the character at `limit`, with its column: it is one place in the text.
    private func forbiddenCharacter() -> PlistError {
        let position = lines.position(at: limit)
        let end = text[(limit + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? text.count
        let scalar = String(decoding: text[limit..<end], as: UTF8.self).unicodeScalars.first
        return PlistError(file: file, line: position.line, column: position.column, message: XMLMarkupMessage.forbiddenCharacter(scalar))
    }

    /// The offset of the first character XML does not allow anywhere in a document: the C0
    /// controls other than tab, line feed and carriage return, and U+FFFE and U+FFFF.
    static func firstForbiddenCharacter(in text: [UInt8]) -> Int? {
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x20 && byte != 0x09 && byte != Byte.lineFeed && byte != Byte.carriageReturn { return index }
            if byte == 0xEF, index + 2 < text.count, text[index + 1] == 0xBF, text[index + 2] >= 0xBE { return index }
            index += 1
        }
        return nil
    }
}

/// The bytes the scanner looks for, and the classes of bytes it reads.
private enum Byte {
    static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?"), equals = UInt8(ascii: "="), ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#")
    static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
    static let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }

    /// A letter, `_`, `:` or any non-ASCII character (the UTF-8 bytes of one) starts an XML name.
    static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Whether a character reference may name `value` (XML 1.0's `Char`).
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
