import Foundation
import Testing
@testable import Scenarios

/// `expectEvent`, `expectScreen` and the other plain-text checks find text as Foundation's
/// `contains` does, whichever way the search runs: over bytes for plain ASCII, through
/// Foundation for the rest.
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
}
