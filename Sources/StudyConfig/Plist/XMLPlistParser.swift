import Foundation

/// Reads an XML property list into `PlistNode`s that carry line numbers, so diagnostics can
/// point at the line of a key. Accepts what Xcode and Foundation write; rejects the rest with
/// the line of the problem.
struct XMLPlistParser {
    private let bytes: [UInt8]
    private let file: String
    private var pos = 0
    private var line = 1

    init(_ data: Data, file: String) {
        self.bytes = [UInt8](data)
        self.file = file
    }

    static func parse(_ data: Data, file: String) throws(PlistError) -> PlistNode {
        var p = XMLPlistParser(data, file: file)
        return try p.document()
    }

    private func fail(_ message: String, line: Int? = nil) -> PlistError {
        PlistError(file: file, line: line ?? self.line, message: message)
    }

    // MARK: Tokens

    private enum Tag: Equatable {
        case open(String, selfClosing: Bool)
        case close(String)
    }

    private var atEnd: Bool { pos >= bytes.count }

    private mutating func advance() {
        if bytes[pos] == 0x0A { line += 1 }
        pos += 1
    }

    private func starts(with s: String) -> Bool {
        let u = Array(s.utf8)
        guard pos + u.count <= bytes.count else { return false }
        return bytes[pos..<(pos + u.count)].elementsEqual(u)
    }

    private mutating func skip(past terminator: String, what: String) throws(PlistError) {
        let start = line
        while !atEnd {
            if starts(with: terminator) { for _ in terminator.utf8 { advance() }; return }
            advance()
        }
        throw fail("unterminated \(what) starting at line \(start)", line: start)
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(PlistError) {
        while !atEnd {
            let b = bytes[pos]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance(); continue }
            if pos == 0, starts(with: "\u{FEFF}") { pos += 3; continue }
            if starts(with: "<!--") { try skip(past: "-->", what: "comment"); continue }
            if starts(with: "<?") { try skip(past: "?>", what: "processing instruction"); continue }
            if starts(with: "<!DOCTYPE") { try skip(past: ">", what: "DOCTYPE"); continue }
            return
        }
    }

    /// Reads the next tag; text between tags must be whitespace here.
    private mutating func tag() throws(PlistError) -> (Tag, line: Int) {
        try skipMisc()
        guard !atEnd else { throw fail("unexpected end of file") }
        guard bytes[pos] == UInt8(ascii: "<") else {
            throw fail("unexpected text \(snippet()) where a tag was expected")
        }
        let tagLine = line
        advance()
        var closing = false
        if !atEnd && bytes[pos] == UInt8(ascii: "/") { closing = true; advance() }
        var name: [UInt8] = []
        while !atEnd, isNameByte(bytes[pos]) { name.append(bytes[pos]); advance() }
        guard !name.isEmpty else { throw fail("malformed tag", line: tagLine) }
        // Attributes (plist version="1.0") are skipped.
        var selfClosing = false
        while true {
            guard !atEnd else { throw fail("unterminated tag <\(String(decoding: name, as: UTF8.self))", line: tagLine) }
            let b = bytes[pos]
            if b == UInt8(ascii: ">") { advance(); break }
            if b == UInt8(ascii: "/") { selfClosing = true }
            if b == UInt8(ascii: "<") { throw fail("unterminated tag <\(String(decoding: name, as: UTF8.self))", line: tagLine) }
            advance()
        }
        let n = String(decoding: name, as: UTF8.self)
        return (closing ? .close(n) : .open(n, selfClosing: selfClosing), tagLine)
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A
    }

    private func snippet() -> String {
        let end = min(bytes.count, pos + 20)
        let s = String(decoding: bytes[pos..<end], as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return "\"\(s)\""
    }

    /// Text up to `</name>`, with entities and CDATA decoded.
    private mutating func text(until name: String) throws(PlistError) -> String {
        let start = line
        var out: [UInt8] = []
        while true {
            guard !atEnd else { throw fail("unterminated <\(name)> starting at line \(start)", line: start) }
            if starts(with: "</") {
                let (t, l) = try tag()
                guard t == .close(name) else { throw fail("expected </\(name)> to close the <\(name)> of line \(start)", line: l) }
                return String(decoding: out, as: UTF8.self)
            }
            if starts(with: "<![CDATA[") {
                pos += 9
                let cdataStart = line
                while !starts(with: "]]>") {
                    guard !atEnd else { throw fail("unterminated CDATA section", line: cdataStart) }
                    out.append(bytes[pos]); advance()
                }
                pos += 3
                continue
            }
            if starts(with: "<!--") { try skip(past: "-->", what: "comment"); continue }
            let b = bytes[pos]
            if b == UInt8(ascii: "<") { throw fail("unexpected tag inside <\(name)> (a <\(name)> holds only text)") }
            if b == UInt8(ascii: "&") { out.append(contentsOf: try entity()); continue }
            out.append(b)
            advance()
        }
    }

    private mutating func entity() throws(PlistError) -> [UInt8] {
        let start = pos
        while !atEnd && bytes[pos] != UInt8(ascii: ";") && pos - start < 12 { advance() }
        guard !atEnd, bytes[pos] == UInt8(ascii: ";") else { throw fail("malformed entity (an '&' must start &amp; or similar)") }
        let name = String(decoding: bytes[(start + 1)..<pos], as: UTF8.self)
        advance()
        switch name {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var code: UInt32?
            if name.hasPrefix("#x") { code = UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { code = UInt32(name.dropFirst()) }
            guard let c = code, let scalar = Unicode.Scalar(c) else { throw fail("unknown entity &\(name);") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    // MARK: Grammar

    private mutating func document() throws(PlistError) -> PlistNode {
        try skipMisc()
        guard !atEnd else { throw fail("the file has no property list in it", line: 1) }
        var (t, l) = try tag()
        var wrapped = false
        if case .open("plist", let selfClosing) = t {
            guard !selfClosing else { throw fail("the <plist> element is empty", line: l) }
            wrapped = true
            (t, l) = try tag()
        }
        let root = try value(t, l)
        if wrapped {
            let (end, el) = try tag()
            guard end == .close("plist") else { throw fail("expected </plist> after the root value", line: el) }
        }
        try skipMisc()
        guard atEnd else { throw fail("unexpected content after the end of the property list") }
        return root
    }

    private mutating func value(_ t: Tag, _ l: Int) throws(PlistError) -> PlistNode {
        guard case .open(let name, let selfClosing) = t else {
            if case .close(let n) = t { throw fail("unexpected </\(n)>", line: l) }
            throw fail("expected a value", line: l)
        }
        switch name {
        case "dict":
            var d = PlistDict()
            if selfClosing { return PlistNode(.dict(d), line: l) }
            while true {
                let (kt, kl) = try tag()
                if kt == .close("dict") { return PlistNode(.dict(d), line: l) }
                guard case .open("key", let empty) = kt else {
                    throw fail("found \(describe(kt)) inside <dict> where a <key> was expected", line: kl)
                }
                let key = empty ? "" : try text(until: "key")
                let (vt, vl) = try tag()
                if vt == .close("dict") { throw fail("the key \"\(key)\" has no value", line: kl) }
                d.append(key, line: kl, try value(vt, vl))
            }
        case "array":
            var items: [PlistNode] = []
            if selfClosing { return PlistNode(.array(items), line: l) }
            while true {
                let (it, il) = try tag()
                if it == .close("array") { return PlistNode(.array(items), line: l) }
                items.append(try value(it, il))
            }
        case "true", "false":
            if !selfClosing {
                let (c, cl) = try tag()
                guard c == .close(name) else { throw fail("expected </\(name)>", line: cl) }
            }
            return PlistNode(.bool(name == "true"), line: l)
        case "string":
            return PlistNode(.string(selfClosing ? "" : try text(until: name)), line: l)
        case "integer":
            let s = selfClosing ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let v = Int64(s) ?? (s.hasPrefix("0x") ? Int64(s.dropFirst(2), radix: 16) : nil) else {
                throw fail("<integer> holds \"\(s)\", which is not a whole number", line: l)
            }
            return PlistNode(.integer(v), line: l)
        case "real":
            let s = selfClosing ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let v = Double(s) else { throw fail("<real> holds \"\(s)\", which is not a number", line: l) }
            return PlistNode(.real(v), line: l)
        case "date":
            let s = selfClosing ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let d = ISO8601DateFormatter().date(from: s) else { throw fail("<date> holds \"\(s)\", which is not an ISO 8601 date", line: l) }
            return PlistNode(.date(d), line: l)
        case "data":
            let s = selfClosing ? "" : try text(until: name).filter { !$0.isWhitespace }
            guard let d = Data(base64Encoded: s) else { throw fail("<data> is not valid base64", line: l) }
            return PlistNode(.data(d), line: l)
        case "key":
            throw fail("found a <key> outside a <dict>", line: l)
        default:
            throw fail("unknown tag <\(name)> (a plist value is dict, array, string, integer, real, true, false, date or data)", line: l)
        }
    }

    private func describe(_ t: Tag) -> String {
        switch t {
        case .open(let n, _): "<\(n)>"
        case .close(let n): "</\(n)>"
        }
    }
}
