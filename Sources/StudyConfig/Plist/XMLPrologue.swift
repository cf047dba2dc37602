/// Prepares the text before a property list's root element for `XMLScanner`, so that it reads
/// the prologue the way Apple's property list reader does.
///
/// A byte-order mark and two parts are blanked out, byte for byte with spaces (line breaks kept, so every line and
/// column stays where it was):
/// - The XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`). `PlistDocument` has already
///   turned the file into UTF-8, so a declared `UTF-16` would now be wrong, and XML refuses a
///   declaration after leading blank lines, which Apple's reader accepts.
/// - The DOCTYPE, with any declarations of its own (`<!DOCTYPE plist [ … ]>`). Apple's reader
///   skips it, so entities declared there are never expanded on iOS; blanked, a reference to one
///   fails as an unknown entity here too. The scanner then never sees a DTD or an entity
///   declaration, so neither external entities (`<!ENTITY x SYSTEM "file:…">`) nor nested
///   expansions ("billion laughs") can reach it.
enum XMLPrologue {
    /// `utf8` with the declaration and the DOCTYPE blanked out.
    static func prepare(_ utf8: [UInt8], file: String) throws(PlistError) -> [UInt8] {
        var text = utf8
        var scanner = Scanner(text: text)
        if scanner.at("\u{FEFF}") {
            blank(&text, 0..<3)
            scanner.offset += 3
        }
        scanner.skipSpaces()
        if scanner.at("<?xml"), scanner.isSpace(at: scanner.offset + 5), let end = scanner.find("?>") {
            blank(&text, scanner.offset..<end)
            scanner.offset = end
        }
        // Comments and processing instructions may come before the DOCTYPE.
        while true {
            scanner.skipSpaces()
            guard let end = scanner.at("<!--") ? scanner.find("-->") : scanner.at("<?") ? scanner.find("?>") : nil else { break }
            scanner.offset = end
        }
        guard scanner.at("<!DOCTYPE") else { return text }
        let start = scanner.offset
        guard scanner.skipDoctype() else {
            throw PlistError(file: file, line: line(of: start, in: text), message: "unterminated <!DOCTYPE> (Xcode writes "
                             + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">)")
        }
        blank(&text, start..<scanner.offset)
        return text
    }

    private static func blank(_ text: inout [UInt8], _ range: Range<Int>) {
        for index in range where text[index] != 0x0A && text[index] != 0x0D { text[index] = 0x20 }
    }

    private static func line(of offset: Int, in text: [UInt8]) -> Int {
        text[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// A read position over the prologue's bytes.
    private struct Scanner {
        let text: [UInt8]
        var offset = 0

        func at(_ literal: String) -> Bool {
            let bytes = Array(literal.utf8)
            return text.count - offset >= bytes.count && text[offset..<(offset + bytes.count)].elementsEqual(bytes)
        }

        /// The offset just past the next `literal`; nil when it does not occur.
        func find(_ literal: String) -> Int? {
            let bytes = Array(literal.utf8)
            var index = offset
            while index + bytes.count <= text.count {
                if text[index..<(index + bytes.count)].elementsEqual(bytes) { return index + bytes.count }
                index += 1
            }
            return nil
        }

        mutating func next() -> UInt8? {
            guard offset < text.count else { return nil }
            offset += 1
            return text[offset - 1]
        }

        func isSpace(at index: Int) -> Bool {
            index < text.count && (text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D)
        }

        mutating func skipSpaces() {
            while isSpace(at: offset) { offset += 1 }
        }

        /// Moves past the next `byte`; false at the end of the text.
        mutating func skipPast(_ byte: UInt8) -> Bool {
            while let next = next() { if next == byte { return true } }
            return false
        }

        /// Moves past the `>` that ends a DOCTYPE (the cursor is on its `<`); false at the end of the text.
        /// As in Apple's reader, quotes are not special here: the identifiers never hold `>` or `[`,
        /// and a quote lost in editing then costs nothing.
        mutating func skipDoctype() -> Bool {
            while let byte = next() {
                if byte == UInt8(ascii: ">") { return true }
                if byte == UInt8(ascii: "["), !skipInternalSubset() { return false }
            }
            return false
        }

        /// Moves past the `]` that ends an internal subset (the cursor is just after its `[`).
        /// Quoted values, comments and processing instructions may hold a `]` of their own.
        mutating func skipInternalSubset() -> Bool {
            while offset < text.count {
                if at("<!--") || at("<?") {
                    guard let end = find(at("<?") ? "?>" : "-->") else { return false }
                    offset = end
                    continue
                }
                guard let byte = next() else { return false }
                if byte == UInt8(ascii: "]") { return true }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), !skipPast(byte) { return false }
            }
            return false
        }
    }
}
