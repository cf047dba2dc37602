import Foundation

/// Where an outside program the command calls (Graphviz's dot, Chromium) is installed: the
/// first executable of that name on PATH.
enum ProgramPath {
    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Runs an outside program to its end and returns what it printed.
enum Program {
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CannotCreateError(path: executable, reason: "cannot be started: \(error.localizedDescription)")
        }
        // A signal the command notes (PendingSignal) ends the program too, so the command can
        // clean up and stop now, not after a minute of Graphviz.
        let watcher = DispatchGroup()
        watcher.enter()
        DispatchQueue.global().async {
            while process.isRunning {
                if PendingSignal.received != nil { process.terminate(); break }
                usleep(20_000)
            }
            watcher.leave()
        }
        defer { watcher.wait() }
        // Read both before waiting: a program that fills a pipe would otherwise never end.
        let errorText = ErrorText()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errorText.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CannotCreateError(path: (executable as NSString).lastPathComponent,
                                    reason: "exited with \(process.terminationStatus)\(said.isEmpty ? "" : ": \(said.prefix(400))")")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The program's standard error, read on another thread; the group's wait orders the write before the read.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
