import Foundation
import Testing
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
}

@Suite struct ClockTextBoundsTests {
    /// `advance: 1e308s` once made every frame trap converting the clock to an Int.
    @Test func aClockFarOutOfRangeIsShownNotATrap() {
        let gmt = TimeZone(secondsFromGMT: 0)!
        for t in [1e308, -1e308, .infinity, .nan, 9.3e18] {
            #expect(!ClockText.full(Date(timeIntervalSince1970: t), gmt).isEmpty)
        }
        #expect(ClockText.dateTime(Date(timeIntervalSince1970: 0), gmt) == "1970-01-01 00:00:00")
    }
}
