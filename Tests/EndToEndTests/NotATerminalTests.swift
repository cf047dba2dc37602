import Foundation
import Testing

/// Without a terminal the demo explains what to use instead, and never starts ncurses.
@Suite struct NotATerminalTests {
    @Test func stdinFromDevNullExits2WithAMessage() throws {
        let result = try TmuxSession.run(try TmuxSession.binary(), [], stdinFromDevNull: true)
        #expect(result.status == 2)
        #expect(result.output == "consent-sim: the interactive demo needs a terminal. For scripts use `consent-sim play` "
                + "(scripted flows) or `consent-sim check STUDY` (review a study's files).\n")
    }
}
