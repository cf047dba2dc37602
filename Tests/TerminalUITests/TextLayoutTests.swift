import Testing
@testable import TerminalUI
import SimCore

@Suite struct TextLayoutTests {
    @Test func wrapsAtSpacesWithinTheWidth() {
        let lines = TextWrap.lines("The study records movement from the accelerometer.", width: 20)
        #expect(lines == ["The study records", "movement from the", "accelerometer."])
    }

    @Test func wrapsCJKByDisplayWidthAndKeepsPunctuationOffLineStarts() {
        let lines = TextWrap.lines("夜ごとの変化を、睡眠と比べます。😴", width: 14)
        for line in lines { #expect(DisplayWidth.of(line) <= 14) }
        #expect(lines.joined() == "夜ごとの変化を、睡眠と比べます。😴")
        for line in lines.dropFirst() { #expect(!"、。".contains(line.first!)) }
    }

    @Test func splitsAWordLongerThanTheLine() {
        #expect(TextWrap.lines("NSMotionUsageDescription", width: 10) == ["NSMotionUs", "ageDescrip", "tion"])
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(TextWrap.truncate("Ambient Light Sensor", width: 10) == "Ambient L…")
        #expect(TextWrap.truncate("睡眠研究です", width: 7) == "睡眠研…")
        #expect(TextWrap.truncate("short", width: 10) == "short")
    }

    @Test func sparklineSpansLowToHigh() {
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7], width: 8) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([], width: 8) == "")
        #expect(Sparkline.render([3, 3, 3], width: 8) == "▄▄▄")
        // More values than columns are averaged into the columns.
        #expect(Sparkline.render(Array(repeating: 0.0, count: 50) + Array(repeating: 1.0, count: 50), width: 4) == "▁▁██")
    }

    @Test func compactCounts() {
        #expect(CountText.compact(950) == "950")
        #expect(CountText.compact(12_345) == "12.3k")
        #expect(CountText.compact(3_420_000) == "3.4M")
        #expect(CountText.compact(123_456_789) == "123M")
    }

    @Test func layoutsBySize() {
        #expect(Layout.of(width: 79, height: 30, panelUp: false) == nil)
        #expect(Layout.of(width: 100, height: 23, panelUp: false) == nil)
        let wide = Layout.of(width: 120, height: 40, panelUp: false)!
        #expect(wide.panel?.width == Layout.panelWidth && wide.dashboard != nil)
        let narrowHome = Layout.of(width: 80, height: 24, panelUp: false)!
        #expect(narrowHome.panel == nil && narrowHome.dashboard?.width == 80)
        let narrowPrompt = Layout.of(width: 80, height: 24, panelUp: true)!
        #expect(narrowPrompt.dashboard == nil && narrowPrompt.panel != nil)
        #expect(narrowHome.statusLine == 23)
    }
}

/// Text of characters that stand alone in one column (ASCII, Latin letters, punctuation,
/// arrows, box drawing) is wrapped by a faster path; it must break every line where the
/// general path does, spaces, tabs, long words, "…" and all.
@Suite struct LoneNarrowWrapTests {
    @Test func theFastPathWrapsAsTheGeneralOne() {
        var rng = SeededGenerator(seed: 20_261_130)
        let pieces = ["a", "word", "Accelerometer", "(sheet)", "x", "  ", " ", "\t", "supercalifragilisticexpialidocious", "-", "1,234",
                      "Größe", "é", "→", "…", "“quoted”", "café…", "─────", "±½", "\u{A0}", "Ärztekammer-Überweisung"]
        var general = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...14, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: Bool.random(using: &rng) ? " " : "")
            let width = Int.random(in: 1...30, using: &rng)
            let fast = TextWrap.wrapLoneNarrow(text, width: width)
            #expect(fast == TextWrap.wrapAnyParagraph(text, width: width), "“\(text)” at \(width)")
            if text.unicodeScalars.contains(where: { !$0.isASCII }) && (fast?.count ?? 0) > 1 { general += 1 }
        }
        // Many of the texts were more than ASCII and wrapped onto more than one line.
        #expect(general > 500)
    }

    /// Latin letters take the fast path; controls, wide characters, accents that combine and
    /// emoji take the general one.
    @Test func whichTextTakesWhichPath() {
        #expect(TextWrap.wrapLoneNarrow("Größe", width: 10) == ["Größe"])
        #expect(TextWrap.wrapLoneNarrow("bell\u{7}", width: 10) == nil)
        #expect(TextWrap.wrapLoneNarrow("データ を 見る", width: 4) == nil)
        #expect(TextWrap.wrapLoneNarrow("e\u{301}", width: 4) == nil)
        #expect(TextWrap.wrapLoneNarrow("🙂 ok", width: 4) == nil)
        #expect(TextWrap.lines("データを見る", width: 4) == ["デー", "タを", "見る"])
    }

    /// Line feeds start new lines, a carriage return and line feed is one character that does
    /// not, and a text without a line feed is one paragraph.
    @Test func lineFeedsStartParagraphs() {
        for text in ["one paragraph only", "a b\nc d e f\n\nlast", "\nstarts", "ends\n", "c\r\nd stays", "wide 見る\nnext"] {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { TextWrap.wrapAnyParagraph(String($0), width: 5) }
            #expect(TextWrap.lines(text, width: 5) == expected, "\(text.debugDescription)")
        }
        #expect(TextWrap.lines("a b\nc", width: 5) == ["a b", "c"])
    }
}

/// The simulator's own seeded noise as a generator, so a failing case can be found again.
struct SeededGenerator: RandomNumberGenerator {
    let seed: UInt64
    var index: UInt64 = 0
    init(seed: UInt64) { self.seed = seed }
    mutating func next() -> UInt64 {
        index += 1
        return SeededNoise.hash(seed, 0, index)
    }
}
