import Foundation
import Testing

/// Resizing the terminal redraws the same state at the new size.
@Suite struct ResizeTests {
    @Test func resizeMidSheetRedrawsTheSamePage() async throws {
        let tmux = try TmuxSession(width: 120, height: 40)
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 9")
        try tmux.press("Enter", "Enter")                              // Next, allow ambient light
        try await tmux.waitFor("2 of 4")

        try tmux.resize(width: 90, height: 30)
        let smaller = try await tmux.waitUntil("the page at 90×30") { screen in
            screen.contains("2 of 4") && screen.contains("Allow Collection & Sharing")
        }
        #expect(try tmux.display("#{window_width}×#{window_height}") == "90×30")
        #expect(smaller.contains("Accelerometer"))

        try tmux.resize(width: 60, height: 15)
        try await tmux.waitFor("Make it at least 80×24")

        try tmux.resize(width: 120, height: 40)
        try await tmux.waitUntil("the same page back at 120×40") {
            $0.contains("2 of 4") && !$0.contains("Make it at least")
        }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
