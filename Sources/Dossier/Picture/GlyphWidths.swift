/// Approximate advance widths of the picture's text, in ems, for wrapping by measured width.
///
/// The table is DejaVu Sans's (the sans-serif Debian's rsvg-convert falls back to, and wider
/// than SF Pro or Helvetica), so a line measured here fits with any font of the stack.
enum GlyphWidths {
    /// DejaVu Sans advances in 1/2048 em for printable ASCII, from space (0x20) to tilde (0x7E).
    private static let ascii: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,  // space … /
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,  // 0 … ?
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,  // @ … O
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,  // P … _
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,  // ` … o
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,  // p … ~
    ]

    /// Bold glyphs are wider; this covers DejaVu Sans Bold's widest letters.
    static let boldFactor = 1.12

    /// The width of `text` at `size` points.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var units = 0
        for scalar in text.unicodeScalars { units += advance(scalar) }
        return Double(units) / 2048 * size * (bold ? boldFactor : 1)
    }

    private static func advance(_ scalar: Unicode.Scalar) -> Int {
        let v = Int(scalar.value)
        if v >= 0x20 && v <= 0x7E { return ascii[v - 0x20] }
        switch scalar {
        case "’", "‘", "‚": return 651
        case "“", "”", "„", "«", "»": return 1100
        case "…": return 2048
        case "•", "·": return 1100
        case "›", "‹": return 900
        case "ß": return 1300
        case "\u{0300}"..."\u{036F}": return 0  // combining marks
        default:
            // Latin letters with accents are as wide as their base letters; a capital is the
            // widest of those, and anything else (CJK, symbols) takes a whole em.
            if v < 0x2000 { return scalar.properties.isUppercase ? 1612 : 1300 }
            return 2048
        }
    }

    /// `text` broken into lines no wider than `width` at `size`: at spaces, and inside a word
    /// only when the word alone is wider than a line. Newlines start new lines.
    static func wrap(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if self.width(candidate, size: size, bold: bold) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { out.append(line) }
                line = ""
                // A word wider than the line is split where it no longer fits.
                for character in word {
                    let next = line + String(character)
                    if self.width(next, size: size, bold: bold) > width, !line.isEmpty {
                        out.append(line)
                        line = String(character)
                    } else {
                        line = next
                    }
                }
            }
            out.append(line)
        }
        return out
    }
}
