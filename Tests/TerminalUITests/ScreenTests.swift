import Foundation
import Testing
import SimCore
@testable import TerminalUI

@Suite struct ScreenTests {
    @Test func wideCharactersTakeTwoCells() {
        var s = Screen(width: 10, height: 1)
        let w = s.put("睡眠✓●", x: 0, y: 0)
        #expect(w == 6)
        #expect(s.line(0) == "睡眠✓●    ")
        #expect(s[1, 0].text == "")
    }

    @Test func clippingNeverSplitsAWideCharacter() {
        var s = Screen(width: 5, height: 1)
        s.put("ab睡眠", x: 0, y: 0)
        #expect(s.line(0) == "ab睡 ")
    }

    @Test func emojiIsWide() {
        #expect(DisplayWidth.of("😴") == 2)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("⌚️") == 2)
        #expect(DisplayWidth.of("café — “ok” → ─") == 15)
        #expect(DisplayWidth.of("cafe\u{301} 睡眠") == 9)
    }

    @Test func diffFindsOnlyChangedRuns() {
        var a = Screen(width: 20, height: 3)
        a.put("12:00", x: 2, y: 1)
        var b = a
        b.put("12:01", x: 2, y: 1)
        let runs = ScreenDiff.runs(from: a, to: b)
        #expect(runs.count == 1)
        #expect(runs[0].x == 6 && runs[0].y == 1 && runs[0].cells.map(\.text) == ["1"])
        #expect(ScreenDiff.runs(from: nil, to: b).count == 3)
    }

    /// The terminal writes a first frame over a blank window: only its non-blank runs, which
    /// laid over blanks must give the whole frame back, wide characters whole.
    @Test func runsOverBlankRebuildTheFrame() {
        var b = Screen(width: 20, height: 3)
        b.put("Sleep", x: 2, y: 0, style: Style(bold: true))
        b.put("睡眠 ok", x: 9, y: 1)
        b.put(" ", x: 0, y: 2, style: Style(reverse: true))   // a blank in another style is written
        let runs = ScreenDiff.runs(overBlank: b)
        #expect(runs.map(\.y) == [0, 1, 1, 2])   // the blank between 睡眠 and ok is not written
        #expect(runs[0].x == 2 && runs[0].cells.map(\.text) == ["S", "l", "e", "e", "p"])
        var rebuilt = Array(repeating: Screen.Cell.blank, count: b.width * b.height)
        for run in runs { for (i, cell) in run.cells.enumerated() { rebuilt[run.y * b.width + run.x + i] = cell } }
        #expect(rebuilt == b.cells)
        #expect(ScreenDiff.runs(overBlank: Screen(width: 20, height: 3)).isEmpty)
        // Each run starts on a whole character, never on the right half of a wide one.
        #expect(runs.allSatisfy { !$0.cells[0].isContinuation })
    }

    @Test func cellsKeepTheirTextAndCompareByTextAndStyle() {
        let family = "👨‍👩‍👧"   // five scalars: interned
        let watch = "⌚️"          // two scalars: packed
        for t in [" ", "a", "睡", "😴", watch, family, ""] {
            #expect(Screen.Cell(text: t, style: .plain).text == t)
        }
        #expect(Screen.Cell(text: family, style: .plain) == Screen.Cell(text: family, style: .plain))
        #expect(Screen.Cell(text: family, style: .plain) != Screen.Cell(text: "👨‍👩‍👦", style: .plain))
        #expect(Screen.Cell(text: "a", style: .plain) != Screen.Cell(text: "a", style: Style(bold: true)))
        #expect(Screen.Cell(text: "a", style: Style(foreground: .red)) != Screen.Cell(text: "a", style: Style(background: .red)))
        #expect(Screen.Cell(text: "", style: .plain).isContinuation)
        #expect(!Screen.Cell(text: " ", style: .plain).isContinuation)
    }

    /// Plain ASCII text takes a quicker way onto the screen; it must leave the same cells as
    /// any other text: styled, clipped, and never leaving half of a wide character behind.
    @Test func asciiTextLeavesTheCellsAnyTextWould() {
        let bold = Style(foreground: .green, bold: true)
        var s = Screen(width: 8, height: 2)
        s.put("睡眠眠", x: 0, y: 0)
        #expect(s.put("ab", x: 1, y: 0, style: bold) == 2)   // over the right half of 睡 and the left of 眠
        #expect(s.line(0) == " ab 眠  ")
        #expect(s[1, 0] == Screen.Cell(text: "a", style: bold) && s[2, 0] == Screen.Cell(text: "b", style: bold))
        #expect(s.put("hello world", x: 5, y: 1, maxWidth: 2) == 2)
        #expect(s.put("xyz", x: -1, y: 1) == 3)
        #expect(s.line(1) == "yz   he ")
        // Text with a combining accent goes the general way as a whole; its plain pieces, put
        // one by one, go the fast way: the cells must be the same.
        var t = Screen(width: 8, height: 1)
        t.put("cafe\u{301} ab", x: 0, y: 0, style: bold)
        var u = Screen(width: 8, height: 1)
        u.put("caf", x: 0, y: 0, style: bold)
        u.put("e\u{301}", x: 3, y: 0, style: bold)
        u.put(" ab", x: 4, y: 0, style: bold)
        #expect(t == u)
        #expect(u.put("a\u{7}b", x: 0, y: 0) == 7)   // a control character is drawn escaped, never sent
        #expect(u.line(0).hasPrefix("a\\u{7}b"))
    }

    /// The characters drawn the quick way really are one column wide, shown as they are, and
    /// never joined to a neighbour into one character (an accent, a variation selector).
    @Test func loneNarrowCharactersStandAloneInOneColumn() {
        var checked = 0
        for v in UInt32(0)...0x2FFFF {
            guard let s = Unicode.Scalar(v), DisplayWidth.isLoneNarrow(s) else { continue }
            checked += 1
            let c = Character(s)
            #expect(DisplayWidth.of(s) == 1 && DisplayWidth.of(c) == 1, "U+\(String(v, radix: 16))")
            #expect(!s.properties.isGraphemeExtend && !s.properties.isEmojiPresentation, "U+\(String(v, radix: 16))")
            #expect(VisibleText.escaped(String(s)) == String(s))
            #expect("a\(s)a".count == 3 && "\(s)\(s)".count == 2 && "\r\(s)\n".count == 3, "U+\(String(v, radix: 16))")
        }
        #expect(checked > 600)
        for s in ["\u{AD}", "\u{300}", "\u{7F}", "\u{2028}", "\u{25FD}", "\u{FE0F}", "😴", "睡"].flatMap(\.unicodeScalars) {
            #expect(!DisplayWidth.isLoneNarrow(s))
        }
    }

    /// A screen's text is counted, then written in place: it must be its cells' texts, row by
    /// row, whatever mix of one-byte, wide, two-scalar and interned characters the rows hold.
    @Test func textIsTheCellsTextsRowByRow() {
        var screen = Screen(width: 9, height: 4)
        screen.put("ab 睡 ⌚️x", x: 0, y: 0)
        screen.put("👨‍👩‍👧 é\u{301}", x: 1, y: 1)
        screen.put("plain ok", x: 0, y: 3)
        let rows = (0..<screen.height).map { y in (0..<screen.width).map { screen[$0, y].text }.joined() }
        #expect(screen.text == rows.joined(separator: "\n"))
        for y in 0..<screen.height { #expect(screen.line(y) == rows[y]) }
        #expect(rows[1].contains("👨‍👩‍👧"))
        #expect(Screen(width: 0, height: 0).text == "")
        #expect(Screen(width: 3, height: 2).text == "   \n   ")
    }

    @Test func restyledKeepsTheCharacter() {
        for t in ["a", "睡", "⌚️", "👨‍👩‍👧", ""] {
            let cell = Screen.Cell(text: t, style: Style(bold: true)).restyled(Style(dim: true))
            #expect(cell == Screen.Cell(text: t, style: Style(dim: true)))
            #expect(cell.style == Style(dim: true))
        }
    }

    /// A screen of wide and narrow characters for drawing over: 睡 and 眠 at odd and even
    /// columns, so any edge of a rule lands on a half of one.
    static func crowded(width: Int, height: Int) -> Screen {
        var s = Screen(width: width, height: height)
        for y in 0..<height { s.put(String(repeating: y % 2 == 0 ? "a睡眠" : "睡b眠", count: width), x: y % 3 - 1, y: y) }
        return s
    }

    /// A fill clipped to the screen, or wholly off it, writes only the cells on it.
    @Test func aFillIsClippedToTheScreen() {
        var s = Screen(width: 4, height: 2)
        for (x, y, w, h) in [(9, 0, 3, 1), (0, 5, 2, 2), (-9, 0, 3, 1), (1, 0, -2, 1), (0, -3, 4, 2), (3, 1, 5, 5)] {
            s.fill(x: x, y: y, width: w, height: h, char: "x")
        }
        #expect(s.text == "    \n   x")
    }

    /// A run of one character, put without making its text, leaves the cells the text would:
    /// over halves of wide characters, clipped at either edge, and for a character that is not
    /// narrow (which takes the general way).
    @Test func aRepeatedCharacterLeavesTheCellsItsTextWould() {
        let bold = Style(bold: true)
        for scalar in ["─", "x", "▄", "睡"].map({ $0.unicodeScalars.first! }) {
            for x in -3...9 {
                for count in [-1, 0, 1, 2, 5, 14] {
                    var fast = Self.crowded(width: 10, height: 3), text = fast
                    let a = fast.put(repeating: scalar, count: count, x: x, y: 1, style: bold)
                    let b = text.put(String(repeating: String(scalar), count: max(0, count)), x: x, y: 1, style: bold)
                    #expect(fast == text && a == b, "\(scalar) ×\(count) at \(x)")
                }
            }
        }
    }

    /// A box drawn over wide characters leaves the cells that putting each edge as one text
    /// (the box's first way) left, and so does a divider across it.
    @Test func aBoxLeavesTheCellsItsEdgesAsTextWould() {
        for (x, y, w, h) in [(0, 0, 10, 4), (1, 1, 7, 3), (-2, -1, 8, 5), (3, 2, 9, 4), (2, 0, 2, 2), (5, 1, 3, 2), (-2, 0, 13, 3),
                             (-5, 1, 20, 3)] {
            let rect = Rect(x: x, y: y, width: w, height: h)
            var drawn = Self.crowded(width: 10, height: 5), expected = drawn
            Box.draw(rect, label: "Title", style: .plain, on: &drawn)
            Box.divider(rect, y: y + 1, style: .plain, on: &drawn)
            expected.fill(x: x, y: y, width: w, height: h)
            let bar = String(repeating: "─", count: max(0, w - 2))
            expected.put("╭" + bar + "╮", x: x, y: y)
            expected.put("╰" + bar + "╯", x: x, y: rect.maxY - 1)
            for row in max(0, y + 1)..<max(max(0, y + 1), min(5, rect.maxY - 1)) {
                if x >= 0 && x < 10 { expected[x, row] = Screen.Cell(text: "│", style: .plain) }
                if rect.maxX - 1 >= 0 && rect.maxX - 1 < 10 { expected[rect.maxX - 1, row] = Screen.Cell(text: "│", style: .plain) }
            }
            let label = " " + TextWrap.truncate("Title", width: w - 6) + " "
            expected.put(label, x: x + (w - DisplayWidth.of(label)) / 2, y: y)
            expected.put("├" + bar + "┤", x: x, y: y + 1)
            #expect(drawn == expected, "\(rect)")
            // A divider alone, straight over the wide characters.
            for row in 0..<3 {
                var divided = Self.crowded(width: 10, height: 5), byText = divided
                Box.divider(rect, y: row, style: .plain, on: &divided)
                byText.put("├" + bar + "┤", x: x, y: row)
                #expect(divided == byText, "\(rect) row \(row)")
            }
        }
        // A divider narrower than its two ends still draws both, as its text did.
        for w in 0...1 {
            var divided = Self.crowded(width: 10, height: 5), byText = divided
            Box.divider(Rect(x: 3, y: 0, width: w, height: 3), y: 1, style: .plain, on: &divided)
            byText.put("├┤", x: 3, y: 1)
            #expect(divided == byText, "width \(w)")
        }
    }
}

@Suite struct ClockTextBoundsTests {
    /// `advance: 1e308s` once made every frame trap converting the clock to an Int.
    @Test func aClockFarOutOfRangeIsShownNotATrap() {
        let gmt = TimeZone(secondsFromGMT: 0)!
        for t in [1e308, -1e308, .infinity, .nan, 9.3e18] {
            #expect(!ClockText.full(Date(timeIntervalSince1970: t), gmt).isEmpty)
        }
        #expect(ClockText.dateTime(Date(timeIntervalSince1970: 0), gmt) == "1970-01-01 00:00:00")
        #expect(ClockText.stamp(Date(timeIntervalSince1970: .nan), gmt) == " 1 Jan 00:00:00")
    }

    /// The log's stamp, day padded with a space and the clock with zeros, on every day of two
    /// years at an hour, minute and second that move with the day, in a zone east of GMT.
    @Test func theLogsStampIsTheDayAndTheClock() {
        let zone = TimeZone(secondsFromGMT: 5 * 3600 + 1800)!
        let start = Date(timeIntervalSince1970: 1_767_225_600)   // 2026-01-01 00:00:00 GMT
        for day in 0..<730 {
            let date = start.addingTimeInterval(Double(day) * 86_400 + Double(day % 24) * 3600 + Double(day % 60) * 61)
            let p = CivilTime(date, zone)
            let expected = (p.day < 10 ? " " : "") + "\(p.day) \(p.monthName) " + [p.hour, p.minute, p.second]
                .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
            #expect(ClockText.stamp(date, zone) == expected)
            #expect(expected.utf8.count == ClockText.stampWidth)
        }
        #expect(ClockText.stamp(Date(timeIntervalSince1970: 1_773_305_000), .gmt) == "12 Mar 08:43:20")
    }
}
