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

    /// Runs `command` (writing into `--out OUT`, appended), sends `signal` once `begun(out)`
    /// says it is writing, and checks it ended as if killed by it (128 + the signal), with
    /// nothing left in OUT and its message on standard error.
    func stopWithASignal(_ command: [String], _ signal: Int32, once begun: (String) -> Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let err = Pipe()
        let process = try start(command + ["--out", out], err: err)
        process.wait { begun(out) }
        #expect(process.isRunning, "\(command[0]) ended before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        // The run made --out, so it takes it away again: nothing, hidden or not, is left.
        #expect(!FileManager.default.fileExists(atPath: out), "\(String(describing: try? FileManager.default.contentsOfDirectory(atPath: out)))")
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("consent-sim: \(command[0]) stopped by signal \(signal); nothing was written to \(out)"), "\(message)")
    }

    /// Stopped once a staged file exists, while the export writes.
    @Test(arguments: [SIGTERM, SIGINT])
    func anExportStoppedByASignalLeavesNoStagingBehind(signal: Int32) throws {
        // About 130 GB: refused by most disks unless told to go on; it is stopped long before.
        try stopWithASignal(["export", "--format", "radar-csv", "--days", "3", "--participants", "50", "--ignore-free-space"], signal,
                            once: holdsAFile)
    }

    /// A dossier stopped by a signal ended by the signal's default action, leaving its staging
    /// folder (megabytes) in --out; it now cleans up and exits as export does. Stopped once the
    /// staging folder exists, before the exploration, which takes seconds.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aDossierStoppedByASignalLeavesNoStagingBehind(signal: Int32) throws {
        try stopWithASignal(["dossier", "Scenarios/studies/all-sensors", "--lang", "en,de"], signal) { out in
            !((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).isEmpty
        }
    }

    /// `--format json --junit /dev/stdout` printed the JSON object and then the XML on standard
    /// output, one text that neither a JSON nor a JUnit reader could read: refused before
    /// anything plays.
    @Test func aJUnitReportOnStandardOutputBesideTheJSONReportIsRefused() throws {
        let out = Pipe(), err = Pipe()
        let process = try start(["play", "Scenarios/flows/all-allowed.yaml", "--format", "json", "--junit", "/dev/stdout"], out: out, err: err)
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(text.isEmpty, "\(text)")
        #expect(message.hasPrefix("consent-sim: --junit /dev/stdout is standard output, where --format json writes its report"), "\(message)")
    }

    /// `--junit -` wrote a file named `-` in the working folder; it is standard output, as
    /// `/dev/stdout` is. The text report came first on it, so `play … --junit - > report.xml`
    /// was no XML a CI step could read: the text report now goes to standard error.
    @Test(arguments: ["/dev/stdout", "-"])
    func aReportToDevStdoutArrivesOnStandardOutput(path: String) throws {
        let out = Pipe(), err = Pipe()
        let dash = TmuxSession.packageRoot.appendingPathComponent("-").path
        defer { try? FileManager.default.removeItem(atPath: dash) }
        let process = try start(["play", "Scenarios/flows/all-allowed.yaml", "--junit", path], out: out, err: err)
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("<?xml") && text.contains("<testsuite") && text.hasSuffix("</testsuites>\n"), "\(text.prefix(200))")
        #expect(report.contains("PASS  Every sensor allowed") && report.contains("1 scenario: 1 passed"), "\(report)")
        #expect(!FileManager.default.fileExists(atPath: dash))
    }

    @Test func aJUnitReportOnADashBesideTheJSONReportIsRefused() throws {
        let err = Pipe()
        let process = try start(["play", "Scenarios/flows/all-allowed.yaml", "--format", "json", "--junit", "-"], err: err)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(message.hasPrefix("consent-sim: --junit - is standard output, where --format json writes its report"), "\(message)")
    }
}
