/// How many terminal columns a character takes: 2 for East Asian wide characters and emoji,
/// 0 for combining marks and zero-width joiners, 1 otherwise (what glibc's wcwidth says for
/// the characters a consent sheet uses).
public enum DisplayWidth {
    public static func of(_ c: Character) -> Int {
        // Printable ASCII is most of every frame: skip the Unicode property lookups.
        if let a = c.asciiValue { return a >= 0x20 && a < 0x7F ? 1 : 0 }
        guard let first = c.unicodeScalars.first else { return 0 }
        if isLoneNarrow(first) && c.unicodeScalars.count == 1 { return 1 }
        if c.unicodeScalars.count > 1 && c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(first)
    }

    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v >= 0x20 && v < 0x7F { return 1 }
        if v == 0 { return 0 }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200D { return 0 }
        if s.properties.isEmojiPresentation { return 2 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }

    public static func of(_ s: String) -> Int {
        // Text of characters that stand alone in one column is as wide as it has scalars.
        var n = 0
        for scalar in s.unicodeScalars {
            guard isLoneNarrow(scalar) else { return s.reduce(0) { $0 + of($1) } }
            n += 1
        }
        return n
    }

    /// Whether `s` is always a character of its own, one column wide and drawn as it is, in
    /// any text: printable ASCII, Latin letters, the punctuation, arrows, box drawing, blocks
    /// and shapes frames are made of (none combines with a neighbour or has emoji presentation,
    /// and none is a control or format character). Text made only of these needs no grapheme
    /// breaking or property look-ups to be drawn.
    @inline(__always)
    public static func isLoneNarrow(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x2010 { return (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v <= 0x2FF && v != 0xAD) }
        return (0x2010...0x2027).contains(v) || (0x2030...0x203E).contains(v) || (0x2190...0x21FF).contains(v)
            || (0x2500...0x25FC).contains(v) || v == 0x2713 || v == 0x2717
    }
}
