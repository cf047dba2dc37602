import Testing
@testable import TerminalUI

/// Screens as ANSI text, SVG pictures and asciicast frames.
@Suite struct ExportTests {
    private func sample() -> Screen {
        var s = Screen(width: 12, height: 3)
        Box.draw(Rect(x: 0, y: 0, width: 12, height: 3), label: nil, style: Style(dim: true), on: &s)
        s.put("A<&>", x: 2, y: 1, style: Style(foreground: .blue, bold: true))
        s.put("睡", x: 8, y: 1, style: Style(reverse: true))
        return s
    }

    @Test func ansiTextCarriesTheStylesAndEndsEachLineInTheDefault() {
        let text = ANSIText.screen(sample())
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        #expect(text.contains("\u{1B}[0;1;34mA<&>"))
        #expect(text.contains("\u{1B}[0;7m睡"))
        #expect(text.contains("\u{1B}[0;2m╭──"))
    }

    @Test func anUpdateWritesOnlyTheChangedSpanOfAChangedRow() {
        let old = sample()
        var new = old
        new.put("B", x: 3, y: 1, style: Style(foreground: .blue, bold: true))
        #expect(ANSIText.update(from: old, to: old).isEmpty)
        #expect(ANSIText.update(from: old, to: new) == "\u{1B}[2;4H\u{1B}[0;1;34mB\u{1B}[0m")
        // A new size is drawn whole after a clear.
        #expect(ANSIText.update(from: Screen(width: 5, height: 1), to: new).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    }

    @Test func anUpdateNeverStartsOnTheRightHalfOfAWideCharacter() {
        var old = sample()
        old.put("xx", x: 8, y: 1)
        let update = ANSIText.update(from: old, to: sample())
        #expect(update.hasPrefix("\u{1B}[2;9H"))
    }

    @Test func theSVGIsTheTerminalsSizeWithBoxesAsLinesAndTextEscaped() {
        let svg = SVGScreenshot.svg(sample())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"108\" height=\"54\""))
        #expect(SVGScreenshot.pixelSize(width: 80, height: 24) == (720, 432))
        // Borders are paths, not glyphs; text is pinned to its cells.
        #expect(!svg.contains("╭") && !svg.contains("│"))
        #expect(svg.contains("<path d=\"M4 9.5H9M4.5 9V18M9 9.5H18"))
        #expect(svg.contains(">A&lt;&amp;&gt;</text>"))
        #expect(svg.contains("x=\"18\" y=\"32\" fill=\"#61afef\" textLength=\"36\""))
        // Reverse video: a block in the text's colour, the text in the background's.
        #expect(svg.contains("<rect x=\"72\" y=\"18\" width=\"18\" height=\"18\" fill=\"#d8dad6\"/>"))
        #expect(svg.contains("fill=\"#1d1f21\" textLength=\"18\""))
    }

    @Test func aCastHasAHeaderThenTimedFramesAndSkipsRepeats() {
        var cast = Asciicast(width: 12, height: 3, title: "t \"q\"", virtualClock: "2026-03-02T08:00:00Z", timestamp: 5)
        cast.add(sample(), at: 0)
        cast.add(sample(), at: 1)
        var changed = sample()
        changed.put("B", x: 3, y: 1)
        cast.add(changed, at: 2.5)
        let lines = cast.text.split(separator: "\n")
        #expect(lines[0] == #"{"consent_sim":{"virtual_clock":"2026-03-02T08:00:00Z"},"env":{"TERM":"xterm-256color"},"height":3,"timestamp":5,"title":"t \"q\" (virtual clock from 2026-03-02T08:00:00Z)","version":2,"width":12}"#)
        #expect(lines.count == 5)                  // header, hidden cursor, two frames, cursor back
        #expect(lines[3] == #"[2.500, "o", "\u001b[2;4H\u001b[0mB\u001b[0m"]"#)
        #expect(cast.duration == 2.5)
    }
}

/// A picture draws box-drawing characters as lines: each one's arms, and nothing for any
/// other text (two characters, a letter, an empty cell).
@Suite struct BoxArmsTests {
    @Test func eachBoxCharacterReachesItsSides() {
        let expected: [(String, String)] = [
            ("─", "lr"), ("═", "lr"), ("│", "ud"), ("║", "ud"), ("╭", "rd"), ("┌", "rd"), ("╮", "ld"), ("┐", "ld"),
            ("╰", "ru"), ("└", "ru"), ("╯", "lu"), ("┘", "lu"), ("├", "rud"), ("┤", "lud"), ("┬", "lrd"), ("┴", "lru"), ("┼", "lrud"),
        ]
        for (text, sides) in expected {
            let arms = BoxArms(text)
            #expect(arms.map { [$0.left, $0.right, $0.up, $0.down] } == ["l", "r", "u", "d"].map { sides.contains($0) }, "\(text)")
        }
        for text in ["", "a", "──", "─\u{301}", "╳", " "] { #expect(BoxArms(text) == nil, "\(text.debugDescription)") }
    }
}
