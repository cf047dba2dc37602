import Foundation
import Testing

/// Shift-Tab, PgUp and PgDn are demo keys, and the terminal sends them as xterm does whatever
/// `TERM` says. Where the terminal description does not list them (vt100, vt220, ansi), they
/// were read as "that key: not a key of the demo".
@Suite struct UndescribedKeyTests {
    @Test(arguments: ["vt100", "vt220", "xterm-mono"])
    func shiftTabMovesTheFocusBack(term: String) async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try tmux.type("TERM=\(term) \(try TmuxSession.binary()) --seed 23 --required ambientLightSensor; echo EXIT=$?")
        try await tmux.waitFor("[ Next ]")
        try tmux.press("Enter")                                       // Next
        try await tmux.waitFor("1 of 4")
        try tmux.press("Tab", "BTab", "Enter")                        // Don't Allow, back to Allow, press it
        let screen = try await tmux.waitUntil("the next page or the Required alert") {
            $0.contains("2 of 4") || $0.contains("Is Required") || $0.contains("not a key of the demo")
        }
        #expect(screen.contains("2 of 4"), "Shift-Tab did not move the focus back to Allow:\n\(screen)")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test(arguments: ["vt100", "ansi"])
    func pageDownScrollsAPage(term: String) async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try tmux.type("TERM=\(term) \(try TmuxSession.binary()) run Scenarios/studies/all-sensors --seed 3; echo EXIT=$?")
        try await tmux.waitFor("Study Research Purpose")
        try tmux.press("PageDown")
        let screen = try await tmux.waitUntil("the page to scroll or a word on the bottom line") {
            !$0.contains("Study Research Purpose") || $0.contains("not a key of the demo")
        }
        #expect(!screen.contains("not a key of the demo"), "PgDn was not taken as PgDn:\n\(screen)")
        try tmux.press("PageUp")
        let back = try await tmux.waitUntil("the page to scroll back or a word on the bottom line") {
            $0.contains("Study Research Purpose") || $0.contains("not a key of the demo")
        }
        #expect(!back.contains("not a key of the demo"), "PgUp was not taken as PgUp:\n\(back)")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// Under vt100, vt220, ansi or linux, F5 to F12 came back as "that key", and under vt220
    /// Home and End (its Find and Select) said nothing at all.
    @Test(arguments: ["vt100", "vt220", "ansi", "linux"])
    func unlistedKeysAreNamed(term: String) async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try tmux.type("TERM=\(term) \(try TmuxSession.binary()) --seed 25; echo EXIT=$?")
        try await tmux.waitFor("[ Next ]")
        for key in ["F5", "Home", "F12", "End", "F9"] {
            try tmux.press(key)
            let named = try? await tmux.waitFor("\(key): not a key of the demo")
            let screen = try tmux.capture()
            #expect(named != nil, "\(key) under TERM=\(term):\n\(screen)")
        }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
