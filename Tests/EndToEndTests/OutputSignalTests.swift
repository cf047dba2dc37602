import Foundation
import Testing

/// The real binary as a child process: an export or a dossier stopped by a signal leaves nothing behind, and
/// `/dev/stdout` as a report path writes to the process's own standard output.
@Suite struct OutputSignalTests {
    /// Starts the binary with `arguments`; standard output and error go to `out` and `err`.
    func start(_ arguments: [String], out: Any? = nil, err: Any? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.binary())
        process.arguments = arguments
        process.currentDirectoryURL = TmuxSession.packageRoot
        process.standardOutput = out ?? FileHandle.nullDevice
        process.standardError = err ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Whether any regular file exists under `folder` (the export has begun writing).
    func holdsAFile(_ folder: String) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return false }
        while walker.nextObject() != nil {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { return true }
        }
        return false
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func anExportStoppedByASignalLeavesNoStagingBehind(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let err = Pipe()
        let process = try start(["export", "--format", "radar-csv", "--days", "3", "--participants", "50", "--out", out], err: err)
        // Polls for the marker (a staged file), then stops the export while it writes.
        var polls = 0
        while !holdsAFile(out) && process.isRunning && polls < 6_000 {
            usleep(10_000)
            polls += 1
        }
        #expect(process.isRunning, "the export ended before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out)) == [], "nothing, hidden or not, is left")
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("consent-sim: export stopped by signal \(signal); nothing was written to \(out)"))
    }

    /// A dossier stopped by a signal ended by the signal's default action, leaving its staging
    /// folder (megabytes) in --out; it now cleans up and exits as export does.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aDossierStoppedByASignalLeavesNoStagingBehind(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let err = Pipe()
        let process = try start(["dossier", "Scenarios/studies/all-sensors", "--lang", "en,de", "--out", out], err: err)
        // The staging folder appears before the exploration starts, which takes seconds.
        var polls = 0
        while ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).isEmpty && process.isRunning && polls < 6_000 {
            usleep(10_000)
            polls += 1
        }
        #expect(process.isRunning, "the dossier ended before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out)) == [], "nothing, hidden or not, is left")
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("consent-sim: dossier stopped by signal \(signal); nothing was written to \(out)"))
    }

    @Test func aReportToDevStdoutArrivesOnStandardOutput() throws {
        let out = Pipe()
        let process = try start(["play", "Scenarios/flows/all-allowed.yaml", "--junit", "/dev/stdout"], out: out)
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("passed"))
        #expect(text.contains("<testsuite"))
    }
}
