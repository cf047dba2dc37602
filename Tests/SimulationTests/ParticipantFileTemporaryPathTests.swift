import Foundation
import Testing
@testable import Simulation

/// `run STUDY --state p` ended in "Illegal instruction", exit 132, at its second save: the
/// temporary file beside a saved participant was named with NSString's
/// deletingLastPathComponent, which traps on Linux for a one-character name without a slash.
@Suite struct ParticipantFileTemporaryPathTests {
    @Test func aOneLetterFileNameGetsItsTemporaryFileBesideIt() {
        let pid = getpid()
        #expect(ParticipantFile.temporaryPath(beside: "p") == ".p.\(pid).tmp")
        #expect(ParticipantFile.temporaryPath(beside: "q/p") == "q/.p.\(pid).tmp")
        #expect(ParticipantFile.temporaryPath(beside: "/tmp/study/participant.json") == "/tmp/study/.participant.json.\(pid).tmp")
    }

    /// The save itself, twice (the second replaces the first), to a one-letter name.
    @Test func aOneLetterFileIsSavedAndReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-p-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p").path
        try ParticipantFile.replace(file, with: Data("{}\n".utf8), mode: 0o600)
        try ParticipantFile.replace(file, with: Data("{\"a\": 1}\n".utf8), mode: 0o600)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{\"a\": 1}\n")
    }
}
