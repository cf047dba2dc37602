import Foundation
import Testing

/// A page taller than the phone scrolls in the real terminal: keys, the mouse wheel, and the
/// indicator on the phone's border.
@Suite struct ScrollTests {
    /// At 80×24 the opening page of the study asking for every sensor hides most of its list;
    /// PgDn, the wheel and ↓ bring every line into view.
    @Test func theOpeningPageScrollsToItsLastSensorAt80x24() async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try await tmux.launchDemo("run Scenarios/studies/all-sensors --seed 3")
        let first = try tmux.capture()
        #expect(first.contains("▼"), "the indicator says there is more below")
        #expect(!first.contains("• Sleep Sessions"))

        for page in 1...6 {
            if try tmux.capture().contains("• Sleep Sessions") { break }
            let before = try tmux.capture()
            try tmux.press("PageDown")
            try await tmux.waitUntil("page \(page) down") { $0 != before }
        }
        let bottom = try await tmux.waitFor("• Sleep Sessions")
        #expect(!bottom.contains("Study Research Purpose"))
        #expect(bottom.contains("▲") && !bottom.contains("▼"))

        // The wheel over the phone scrolls it back, three lines a notch.
        for _ in 1...12 {
            let before = try tmux.capture()
            if before.contains("The “All Sensors") { break }
            try tmux.press("-l", "\u{1B}[<64;40;12M")
            try await tmux.waitUntil("a notch up") { $0 != before }
        }
        try await tmux.waitUntil("the top of the page") { $0.contains("Study Research Purpose") && $0.contains("The “All Sensors") }

        // ↓ scrolls a line while the page can still move.
        let top = try tmux.capture()
        #expect(!top.contains("▲"))
        try tmux.press("Down")
        try await tmux.waitUntil("one line down") { $0.contains("▲") && !$0.contains("The “All Sensors") }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
