import Foundation
import Testing

/// A terminal type without an alternate screen (the Linux console, a VT220 on a serial line)
/// keeps whatever the demo drew last once it ends, so the demo clears it on the way out.
@Suite struct NoAlternateScreenTests {
    @Test(arguments: ["linux", "vt220"])
    func quittingLeavesNoFrameBehind(term: String) async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        try tmux.type("TERM=\(term) \(try TmuxSession.binary()) --seed 16; echo EXIT=$?")
        try await tmux.waitFor("Research Sensor & Usage Data Request")
        try tmux.press("q")
        let screen = try await tmux.waitFor("EXIT=0")
        // Left behind, the key line ran into the shell's next output: "EXIT=0p  q quit  Tab move".
        #expect(!screen.contains("q quit"), "the demo's last frame is still on the screen:\n\(screen)")
        #expect(!screen.contains("iPhone"), "the demo's last frame is still on the screen:\n\(screen)")
        #expect(screen.split(separator: "\n").contains { $0 == "EXIT=0" })
    }
}
