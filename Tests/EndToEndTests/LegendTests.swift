import Foundation
import Testing

/// What a presenter's audience needs on screen: the legend, the Watch badge, the first data.
@Suite struct LegendTests {
    /// `l` opens the legend of the dashboard's columns and symbols over the dashboard and
    /// closes it again; `d` moves the clock to the first nightly fetch with data and says so.
    @Test func theLegendKeyExplainsTheDashboard() async throws {
        let tmux = try TmuxSession(width: 120, height: 40)
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 21 --no-watch")
        try await tmux.allowEverything()
        try await tmux.waitFor("No Apple Watch paired")
        try tmux.press("l")
        let legend = try await tmux.waitFor("Press l or Esc to close.")
        #expect(legend.contains("Legend"))
        #expect(legend.contains("samples newer than 24 hours"))
        #expect(legend.contains("● SensorKit records the sensor for the app"))
        try tmux.press("l")
        try await tmux.waitUntil("the legend to close") { !$0.contains("Press l or Esc to close.") }

        try tmux.press("d")
        let found = try await tmux.waitFor("First data: ", timeout: 60)
        // The clock runs on at ×60 after the jump, so a busy test run may show it later; the
        // dashboard keeps when the first data came.
        #expect(found.contains("Wed 4 Mar 2026"), "the clock stops on the night of the first fetch with data")
        #expect(found.contains("First data: Wed 03:00"), "at the nightly fetch")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
