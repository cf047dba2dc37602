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

/// Plain ASCII text is wrapped by a faster path; it must break every line where the general
/// path does, spaces, tabs, long words and all.
@Suite struct ASCIIWrapTests {
    @Test func theASCIIPathWrapsAsTheGeneralOne() {
        var rng = SeededGenerator(seed: 20_261_130)
        let pieces = ["a", "word", "Accelerometer", "(sheet)", "x", "  ", " ", "\t", "supercalifragilisticexpialidocious", "-", "1,234"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...14, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: Bool.random(using: &rng) ? " " : "")
            let width = Int.random(in: 1...30, using: &rng)
            let fast = TextWrap.wrapPrintableASCII(text, width: width)
            #expect(fast == TextWrap.wrapAnyParagraph(text, width: width), "“\(text)” at \(width)")
        }
    }

    @Test func otherTextTakesTheGeneralPath() {
        #expect(TextWrap.wrapPrintableASCII("Größe", width: 10) == nil)
        #expect(TextWrap.wrapPrintableASCII("bell\u{7}", width: 10) == nil)
        #expect(TextWrap.wrapPrintableASCII("データ を 見る", width: 4) == nil)
        #expect(TextWrap.lines("データを見る", width: 4) == ["デー", "タを", "見る"])
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
