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

    /// `run --screenshots NEWDIR </dev/null` made NEWDIR, then exited 2 for want of a terminal,
    /// leaving an empty folder behind; a study that does not load (64) did the same. Nothing is
    /// created until the study loaded and a terminal is there.
    @Test func aDemoRefusedCreatesNoScreenshotsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = folder.appendingPathComponent("shots").path
        let noTerminal = try TmuxSession.run(try TmuxSession.binary(), ["run", "--screenshots", shots], stdinFromDevNull: true)
        #expect(noTerminal.status == 2, "\(noTerminal.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "\(shots) was created")
        let noStudy = try TmuxSession.run(try TmuxSession.binary(), ["run", folder.appendingPathComponent("no-such-study").path,
                                                                      "--screenshots", shots], stdinFromDevNull: true)
        #expect(noStudy.status == 64, "\(noStudy.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "\(shots) was created")
    }
}
