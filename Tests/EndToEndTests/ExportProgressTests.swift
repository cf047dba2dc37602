import Foundation
import Testing

/// `consent-sim export`'s progress bar: on standard error when it is a terminal, absent when not.
@Suite struct ExportProgressTests {
    @Test func theBarShowsOnATerminalAndNotInAFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try TmuxSession.binary()
        let arguments = ["export", "--format", "lamp", "--days", "2", "--participants", "3"]

        let session = try TmuxSession(width: 120, height: 20)
        defer { session.close() }
        // Standard output to a file, standard error left on the terminal.
        try session.type("\(binary) \(arguments.joined(separator: " ")) --out \(dir.path)/tty > \(dir.path)/report.txt; echo EXPORT-$((1+1))-DONE")
        // The shell's arithmetic makes the marker: the typed command line cannot show it early.
        let screen = try await session.waitUntil("the export to finish", timeout: 60) { $0.contains("EXPORT-2-DONE") }
        #expect(screen.contains("participants 3/3  days 6/6  rows "), Comment(rawValue: screen))
        #expect(screen.contains(" rows/s"))
        #expect(!screen.contains("\\u{1B}"), "the bar redraws in place: its controls reach the terminal, not shown escaped")
        let report = try String(contentsOf: dir.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report.hasPrefix("Exported lamp to \(dir.path)/tty: 3 participants"))

        let piped = try TmuxSession.run(binary, arguments + ["--out", dir.path + "/piped"], stdinFromDevNull: true)
        #expect(piped.status == 0)
        #expect(!piped.output.contains("rows/s"), "no bar when standard error is not a terminal")
        #expect(piped.output.hasPrefix("Exported lamp to"))
    }
}
