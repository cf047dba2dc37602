import Foundation
import Testing

/// Text pasted into the demo by mistake (a sentence meant for another window) was read key by
/// key: its r relaunched the study app, its space pressed the focused button, a q would quit.
@Suite struct PasteTests {
    @Test func pastedTextPressesNothing() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 24")
        try await tmux.waitFor("Requested Data")
        try tmux.paste("Dear board, read this first\r")
        let screen = try await tmux.waitUntil("a word on the pasted text, or the paste's keys at work") {
            $0.contains("Pasted text") || $0.contains("closed with the app's process") || !$0.contains("Requested Data")
        }
        #expect(screen.contains("Pasted text: not a key of the demo"))
        #expect(screen.contains("Requested Data"), "the sheet's opening page is still up:\n\(screen)")
        #expect(!screen.contains("closed with the app's process"), "a pasted r relaunched the app:\n\(screen)")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
