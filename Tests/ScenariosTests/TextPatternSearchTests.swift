import Foundation
import Testing
@testable import Scenarios

/// `expectEvent`, `expectScreen` and the other plain-text checks find text as Foundation's
/// `contains` does, whichever way the search runs: over bytes for text with one spelling
/// (ASCII, Latin letters, punctuation, arrows, box drawing), through Foundation for the rest.
@Suite struct TextPatternSearchTests {
    static let pairs: [(String, String)] = [
        ("accelerometer didCompleteFetch from iPhone: 1234 results", "didCompleteFetch"),
        ("accelerometer didCompleteFetch from iPhone: 1234 results", "results"),
        ("accelerometer didCompleteFetch from iPhone: 1234 results", "accelerometer"),
        ("accelerometer didCompleteFetch from iPhone: 1234 results", "Results"),
        ("accelerometer didCompleteFetch from iPhone: 1234 results", "1234 results!"),
        ("aab", "ab"), ("ab", "abc"), ("", "a"), ("a", ""), ("", ""),
        // Not plain ASCII: Foundation decides, composed and decomposed spellings alike.
        ("Caf\u{E9} open", "Cafe\u{301}"), ("Cafe\u{301} open", "Caf\u{E9}"), ("Caf\u{E9}", "Caf"),
        ("line\r\nnext", "\n"), ("line\r\nnext", "line\r"), ("a\rb", "a\rb"),
        ("Research Sensor & Usage Data", "Sensor & Usage"), ("\u{212A}elvin", "Kelvin"),
    ]

    @Test func findsWhatFoundationFinds() {
        var wrong: [String] = []
        for (text, t) in Self.pairs where TextPattern.holds(text, t) != text.contains(t) {
            wrong.append("\(text.debugDescription) holds \(t.debugDescription)")
        }
        #expect(wrong.isEmpty, "\(wrong)")
        // The plain ASCII cases are searched, not just passed through.
        #expect(TextPattern.holds("xxabxx", "ab") && !TextPattern.holds("xxaxbx", "ab"))
    }

    /// A long journal of plain events: every position of the needle is found.
    @Test func findsTheTextAtEveryPosition() {
        let base = String(repeating: "x", count: 40)
        for i in 0...40 {
            var text = base
            text.insert(contentsOf: "found", at: text.index(text.startIndex, offsetBy: i))
            #expect(TextPattern.holds(text, "found"), "at \(i)")
            #expect(!TextPattern.holds(text, "founds"), "at \(i)")
        }
    }

    /// Texts are read eight bytes at a time: a carriage return or a combining mark at any
    /// offset of a long text still sends the search to Foundation, and a plain letter does not.
    @Test func aCarriageReturnAnywhereIsSeen() {
        let base = String(repeating: "x", count: 40)
        for i in 0...40 {
            for (inserted, plain) in [("\r", false), ("\u{301}", false), ("\u{E9}", true), ("\u{2500}", true)] {
                var text = base
                text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: i))
                #expect((TextPattern.plainHolds(text, "xx") != nil) == plain, "\(inserted.debugDescription) at \(i)")
                #expect(TextPattern.holds(text, "xx") == text.contains("xx"))
            }
        }
    }

    /// Screens are searched over their bytes too: box drawing, German and Spanish letters,
    /// the middle dot and the sparkline's blocks have one spelling each.
    @Test func screenTextIsSearchedOverItsBytes() {
        let row = "│ Schlafstudie · Beschleunigungsmesser ▂▅█ ✓ ¿Permitir? → 睡眠 │"
        #expect(TextPattern.plainHolds(row, "Beschleunigungsmesser ▂▅█") == true)
        #expect(TextPattern.plainHolds(row, "¿Permitir?") == true)
        #expect(TextPattern.plainHolds(row, "Schlafstudie  ·") == false)
        // A combining mark, a one-scalar equivalent or CR LF sends the search to Foundation.
        #expect(TextPattern.plainHolds(row, "Cafe\u{301}") == nil)
        #expect(TextPattern.plainHolds("\u{212B}ngstr\u{F6}m", "\u{C5}") == nil)
        #expect(TextPattern.plainHolds("a\r\nb", "a") == nil)
    }

    /// Random texts and needles over letters with one spelling and letters with several:
    /// the byte search and Foundation agree on every pair, whichever one decides.
    @Test func agreesWithFoundationOnMixedTexts() {
        let alphabet: [String] = ["a", "e", "K", " ", "\n", "\t", "\u{E9}", "\u{DF}", "\u{FC}", "\u{C5}", "\u{B7}",
                                  "\u{2013}", "\u{2026}", "\u{2192}", "\u{2500}", "\u{2502}", "\u{2582}", "\u{2713}",
                                  "\u{25A0}", "\u{7761}", "\u{7720}", "\u{3A9}",
                                  // Several spellings, or joining the scalar before them.
                                  "\u{301}", "\u{308}", "\u{212B}", "\u{212A}", "\u{2126}", "\r", "\u{FE0F}",
                                  "\u{200D}", "\u{AD}", "\u{2000}", "\u{2329}", "\u{1F600}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        func word(_ length: Int, plainOnly: Bool) -> [String] {
            (0..<length).map { _ in alphabet[next(plainOnly ? 22 : alphabet.count)] }
        }
        var wrong: [String] = [], byBytes = 0
        for round in 0..<4000 {
            let plainOnly = round % 2 == 0
            let text = word(next(14), plainOnly: plainOnly)
            // Half the needles are cut from the text (so most are found), half drawn afresh.
            let needle: [String]
            if round % 4 < 2, !text.isEmpty {
                let start = next(text.count)
                needle = Array(text[start..<min(text.count, start + 1 + next(4))])
            } else {
                needle = word(1 + next(3), plainOnly: plainOnly)
            }
            let (t, n) = (text.joined(), needle.joined())
            if TextPattern.plainHolds(t, n) != nil { byBytes += 1 }
            if TextPattern.holds(t, n) != t.contains(n) { wrong.append("\(t.debugDescription) holds \(n.debugDescription)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(byBytes > 1000, "the byte search decided \(byBytes) pairs")
    }
}
