/// Text from a study's files, a scenario or an argument, made safe to show: control characters
/// become visible escapes (`\u{1B}`), so no input can move the cursor, retitle the window or
/// switch the terminal's modes; so do the bidirectional controls (`\u{202E}`, `\u{200F}`), so no
/// input can reorder the text shown after it, and the invisible format characters (`\u{200B}`,
/// `\u{FEFF}`), so no input can look like other text than it is. Every output (reports, transcripts, JUnit, the screen) uses this
/// one function.
public enum VisibleText {
    /// `text` with every control character except line feed and tab, every bidirectional control
    /// and every invisible format character, written as `\u{XX}`.
    public static func escaped(_ text: String) -> String { escaped(text, colours: false) }

    /// JSON text with the same characters escaped the way JSON spells them (`\u007f`), so it
    /// stays valid JSON: `JSONSerialization` escapes C0 controls but passes DEL and C1 through.
    public static func escapedJSON(_ json: String) -> String {
        guard containsEscapable(json) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` in the colour `code` (an SGR parameter such as `31` for red), for a report that
    /// `withColours` finishes: the colour is marked with a character that real text never holds.
    public static func coloured(_ text: String, _ code: String) -> String {
        "\(colourMark)[\(code)m\(text)\(colourMark)[0m"
    }

    /// `text` escaped, with the colours `coloured` marked turned into terminal sequences.
    /// `plain` is the same text built without colours: when input put the mark into it, a
    /// colour could be forged, so the plain text is shown instead.
    public static func withColours(_ text: String, plain: String) -> String {
        plain.unicodeScalars.contains(colourMark) ? escaped(plain) : escaped(text, colours: true)
    }

    private static func escaped(_ text: String, colours: Bool) -> String {
        guard containsEscapable(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if colours && scalar == colourMark {
                out.append("\u{1B}")
            } else if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether any scalar of `text` `needsEscape`, read from its UTF-8 bytes: almost all text
    /// needs nothing, and every transcript and report is asked, whole, before it goes out.
    /// C0 controls and DEL are single bytes, the C1 controls are C2 80–C2 9F, the Arabic letter
    /// mark D8 9C, the Mongolian vowel separator E1 A0 8E, the bidirectional and invisible
    /// characters of General Punctuation E2 80 8B, 8E, 8F, E2 80 AA–AE and E2 81 A0–AF (but A5), the
    /// colour mark EF B7 90, the byte order mark EF BB BF and the annotation characters EF BF
    /// B9–BB; a byte of a longer sequence is never below 0x80. Eight bytes at a time pass when
    /// none of them can start one of these.
    static func containsEscapable(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var i = 0
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                while i + 8 <= bytes.count {
                    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    if mayStartEscapable(word) {
                        for j in i..<(i + 8) where startsEscapable(bytes, at: j) { return true }
                    }
                    i += 8
                }
            }
            while i < bytes.count {
                if startsEscapable(bytes, at: i) { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether an escapable scalar starts at byte `i`.
    @inline(__always)
    private static func startsEscapable(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let b = bytes[i]
        if b < 0x20 { return b != 0x0A && b != 0x09 }
        if b == 0x7F { return true }
        if b == 0xC2 { return i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]) }
        if b == 0xD8 { return i + 1 < bytes.count && bytes[i + 1] == 0x9C }
        if b == 0xE1 { return i + 2 < bytes.count && bytes[i + 1] == 0xA0 && bytes[i + 2] == 0x8E }
        if b == 0xE2 {
            guard i + 2 < bytes.count else { return false }
            let c = bytes[i + 2]
            return (bytes[i + 1] == 0x80 && (c == 0x8B || c == 0x8E || c == 0x8F || (0xAA...0xAE).contains(c)))
                || (bytes[i + 1] == 0x81 && (0xA0...0xAF).contains(c) && c != 0xA5)
        }
        if b == 0xEF {
            guard i + 2 < bytes.count else { return false }
            return (bytes[i + 1] == 0xB7 && bytes[i + 2] == 0x90) || (bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF)
                || (bytes[i + 1] == 0xBF && (0xB9...0xBB).contains(bytes[i + 2]))
        }
        return false
    }

    /// Whether any of the eight bytes in `word` is below 0x20, DEL, C2, D8, E1, E2 or EF. A borrow can only
    /// mark bytes above one that is truly found, so a word this passes holds none of them.
    @inline(__always)
    private static func mayStartEscapable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func below(_ n: UInt64) -> UInt64 { (word &- ones &* n) & ~word & highs }
        func holds(_ byte: UInt64) -> UInt64 { let v = word ^ (ones &* byte); return (v &- ones) & ~v & highs }
        return (below(0x20) | holds(0x7F) | holds(0xC2) | holds(0xD8) | holds(0xE1) | holds(0xE2)
                | holds(0xEF)) != 0
    }

    /// A Unicode noncharacter: never in real text, so safe to reserve.
    private static let colourMark: Unicode.Scalar = Unicode.Scalar(0xFDD0 as UInt32) ?? "\u{E000}"

    /// C0 controls (but line feed and tab), DEL, the C1 controls (U+0080–U+009F: a lone
    /// U+009B is a CSI on some terminals), every bidirectional control (Unicode's Bidi_Control:
    /// the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069 and the marks
    /// U+200E, U+200F and U+061C), which make a terminal, a browser or a CI page show the text
    /// around them in another order than it has ("Trojan Source"), the invisible format
    /// characters that join nothing (zero width space U+200B, word joiner U+2060, the invisible
    /// operators U+2061–U+2064, the deprecated format controls U+206A–U+206F, the byte order
    /// mark U+FEFF, the Mongolian vowel separator U+180E and the annotation characters
    /// U+FFF9–U+FFFB), which make "Sleep\u{200B}Study" read as "SleepStudy", and the colour
    /// mark. The joiners U+200C and U+200D stay text: Persian, Indic scripts and emoji need them.
    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00..<0x20: return s != "\n" && s != "\t"
        case 0x7F...0x9F, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
             0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default: return s == colourMark
        }
    }
}
