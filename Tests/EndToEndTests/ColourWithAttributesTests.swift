import Foundation
import Testing

/// The Linux console and `ansi` cannot underline coloured text (terminfo `ncv`), and ncurses
/// drops the underline: the privacy policy link was told from the text around it by its blue
/// alone, which a board member who does not see blue cannot tell.
@Suite struct ColourWithAttributesTests {
    @Test(arguments: ["linux", "ansi"])
    func aLinkStaysUnderlined(term: String) async throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        defer { tmux.close() }
        // In colour whatever the test run's environment says.
        try tmux.type("env -u NO_COLOR TERM=\(term) \(try TmuxSession.binary()) --seed 26; echo EXIT=$?")
        try await tmux.waitFor("View Study Privacy Policy")
        let line = try #require(try tmux.captureStyled().split(separator: "\n").first { $0.contains("View Study Privacy Policy") })
        let before = line[..<line.range(of: "View Study Privacy Policy")!.lowerBound]
        let lastSGR = before.components(separatedBy: "\u{1B}[").last ?? ""
        #expect(lastSGR.hasPrefix("4m") || lastSGR.hasPrefix("4;") || lastSGR.contains(";4m") || lastSGR.contains(";4;"),
                "the link is not underlined under TERM=\(term): \(line.debugDescription)")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
