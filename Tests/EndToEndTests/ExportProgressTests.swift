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

    /// SIGTERM during one long fetch (a day of 2 000 Hz accelerometer and rotation rate) waited
    /// for the fetch to end: 407 s in a debug build before "export stopped by signal 15". It is
    /// now acted on at the next result fetched: the export ends at once, --out as it was.
    @Test func aSignalStopsAnExportInsideALongFetch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.binary())
        process.arguments = ["export", PlayCommandTests.root.appendingPathComponent("Scenarios/studies/all-sensors").path,
                             "--format", "radar-csv", "--days", "2", "--participants", "1",
                             "--rates", "accelerometer=2000,rotationRate=2000", "--out", out.path,
                             // Its estimate (about 100 GB) is refused by most disks; it is stopped long before.
                             "--ignore-free-space"]
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        // Polls for the marker: the staging folder inside --out, made as the work starts.
        process.wait { !((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty }
        // The first nightly fetch comes within the first simulated day, a moment in.
        usleep(1_500_000)
        #expect(process.isRunning, "the export ended before it could be stopped")
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let waited = Date().timeIntervalSince(signalled)
        #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(message)")
        #expect(message.contains("export stopped by signal 15; nothing was written to \(out.path)"), "\(message)")
        #expect(waited < 5, "the export took \(waited) s to stop after SIGTERM")
        #expect(!FileManager.default.fileExists(atPath: out.path), "--out was not there before the export")
    }
}
