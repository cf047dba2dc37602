import Testing
@testable import SimCore

/// Outputs skip escaping when `containsEscapable` finds nothing in a text's bytes; it must find
/// exactly the scalars `needsEscape` names, or a control character would reach the terminal.
@Suite struct VisibleTextTests {
    /// Every scalar around each boundary: C0, DEL, C1, the two-byte range, the colour mark,
    /// three- and four-byte text.
    static let scalars: [UInt32] = Array(0x00...0x2F) + Array(0x7B...0x1FF) + Array(0x2000...0x207F) + Array(0xFDC0...0xFDE0)
        + [0x61B, 0x61C, 0x61D, 0x180D, 0x180E, 0x180F, 0x1820, 0x3000, 0xFE0F, 0xFEFE, 0xFEFF]
        + Array(0xFFF8...0xFFFD) + [0x1F600, 0x10FFFF]

    @Test func findsExactlyTheScalarsThatNeedEscaping() {
        for value in Self.scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a\(scalar)b", "睡眠\(scalar)", "\(scalar)é"] {
                #expect(VisibleText.containsEscapable(text) == text.unicodeScalars.contains(where: VisibleText.needsEscape),
                        "U+\(String(value, radix: 16))")
            }
        }
    }

    /// The bytes are read eight at a time: each scalar at every offset of a longer text, so it
    /// starts in every byte of a word and the longer ones cross from one word into the next.
    @Test func findsThemAtEveryOffsetOfALongText() {
        let plain = "Research Sensor & Usage Data · │ 睡眠 ok"
        for value in Self.scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for offset in 0...17 {
                let text = String(repeating: "x", count: offset) + "\(scalar)" + plain
                #expect(VisibleText.containsEscapable(text) == text.unicodeScalars.contains(where: VisibleText.needsEscape),
                        "U+\(String(value, radix: 16)) at \(offset)")
                let tail = plain + String(repeating: "y", count: offset) + "\(scalar)"
                #expect(VisibleText.containsEscapable(tail) == tail.unicodeScalars.contains(where: VisibleText.needsEscape),
                        "U+\(String(value, radix: 16)) after \(offset)")
            }
        }
    }

    @Test func escapedTextIsUnchangedOnlyWhenNothingNeedsEscaping() {
        #expect(VisibleText.escaped("Sleep Study · 24 h\n\tok ⌚️") == "Sleep Study · 24 h\n\tok ⌚️")
        #expect(VisibleText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(VisibleText.escaped("csi\u{9B}") == "csi\\u{9B}")
        #expect(VisibleText.escaped("nbsp\u{A0}") == "nbsp\u{A0}")
        #expect(VisibleText.escapedJSON("{\"a\": \"\u{7F}\"}") == "{\"a\": \"\\u007f\"}")
    }

    /// A study's "Sleep \u{202E}ydutS" reached the terminal and the reports as itself, so the
    /// participant and the reviewer read "Sleep Study": a right-to-left override reorders every
    /// character after it ("Trojan Source"). The embeddings, overrides and isolates are shown
    /// escaped, as control characters are; ordinary punctuation around them is text.
    @Test func bidirectionalControlsAreShownEscaped() {
        for value in Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(VisibleText.needsEscape(scalar), "U+\(String(value, radix: 16))")
        }
        #expect(VisibleText.escaped("Sleep \u{202E}ydutS") == "Sleep \\u{202E}ydutS")
        #expect(VisibleText.escaped("a\u{2066}b\u{2069}") == "a\\u{2066}b\\u{2069}")
        #expect(VisibleText.escapedJSON("{\"a\": \"\u{202B}\"}") == "{\"a\": \"\\u202b\"}")
        for text in ["Don’t Allow", "“Trips” …", "a\u{2029}b", "x\u{2070}"] {
            #expect(VisibleText.escaped(text) == text)
        }
    }

    /// A study's "Sleep Study\u{200F} (2026-03-02)" or "Sleep\u{200B}Study" reached the screen
    /// and every report as itself: the marks U+200E, U+200F and U+061C reorder the digits and
    /// punctuation around them as the overrides do, and the invisible format characters make two
    /// texts that differ read alike (an `expectScreen: "Sleep Study"` that fails on what looks
    /// like "Sleep Study"). They are shown escaped as the overrides are; the joiners that
    /// Persian, Indic scripts and emoji need, and the soft hyphen, stay text.
    @Test func bidirectionalMarksAndInvisibleFormatCharactersAreShownEscaped() {
        #expect(VisibleText.escaped("\u{200E}x\u{200F}") == "\\u{200E}x\\u{200F}")
        #expect(VisibleText.escaped("عربي\u{61C}1") == "عربي\\u{61C}1")
        #expect(VisibleText.escaped("Sleep\u{200B}Study\u{2060}\u{FEFF}") == "Sleep\\u{200B}Study\\u{2060}\\u{FEFF}")
        #expect(VisibleText.escaped("a\u{180E}b\u{FFF9}c\u{206A}") == "a\\u{180E}b\\u{FFF9}c\\u{206A}")
        #expect(VisibleText.escapedJSON("{\"a\": \"\u{200F}\"}") == "{\"a\": \"\\u200f\"}")
        for text in ["می\u{200C}خواهم", "👩\u{200D}🔬", "Daten\u{AD}schutz", "x\u{2065}"] {
            #expect(VisibleText.escaped(text) == text)
        }
    }
}
