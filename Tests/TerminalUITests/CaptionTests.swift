import Testing
@testable import TerminalUI

/// The bottom line's texts (a refusal, an autoplayed step, a saved screenshot) at a projector's
/// 80 columns: one wider than the screen was cut mid-word ("… is answered or ca").
@Suite struct CaptionTests {
    static let refusal = "s: Settings opens once the Research Sensor & Usage Data sheet is answered or cancelled"

    @Test func aCaptionWiderThanTheScreenWrapsOntoTheRowAbove() {
        var screen = Screen(width: 80, height: 24)
        let rows = Caption.draw(Self.refusal, on: &screen)
        #expect(rows == 2)
        let shown = (22...23).map { screen.line($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown == Self.refusal)
        #expect(screen[0, 22].style.reverse && screen[79, 23].style.reverse)
        #expect(!screen[0, 21].style.reverse, "the row above the caption is left alone")
    }

    @Test func aCaptionThatFitsTakesTheBottomRowOnly() {
        var screen = Screen(width: 80, height: 24)
        #expect(Caption.draw("x: not a key of the demo (? lists the keys)", on: &screen) == 1)
        #expect(screen.line(23).hasPrefix(" x: not a key of the demo"))
        #expect(screen.line(22).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    /// A notice goes above autoplay's caption, however many rows that took.
    @Test func aNoticeStandsAboveAWrappedCaption() {
        var screen = Screen(width: 80, height: 24)
        let caption = "▶ 1/10 Eine Teilnehmerin öffnet die Schlafstudie zum ersten Mal — Space pause, → next, ← back"
        let rows = Caption.draw(caption, on: &screen)
        Caption.draw("Saved screenshot-1.txt, .ansi and .svg", rowsUp: rows, on: &screen)
        #expect(screen.line(21).hasPrefix(" Saved screenshot-1.txt"))
        #expect(screen.line(23).contains("← back"))
    }
}
