import Foundation
import Testing

/// The bottom line on a projector's 80×24: a refusal wider than the window was cut mid-word
/// ("… is answered or ca"); it now wraps onto the row above, in the real terminal too.
@Suite struct BottomLineWrapTests {
    @Test func aLongRefusalIsShownWholeAt80Columns() async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 23")
        try await tmux.waitFor("Requested Data")
        try tmux.press("s")                                           // Settings cannot open over the sheet
        let screen = try await tmux.waitUntil("the refusal, whole", timeout: 20) { $0.contains("s: Settings opens once") && $0.contains("cancelled") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let at = try #require(rows.firstIndex { $0.hasPrefix("s: Settings opens once") })
        #expect(rows[at...].prefix(2).joined(separator: " ").contains("is answered or cancelled"), Comment(rawValue: screen))
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
