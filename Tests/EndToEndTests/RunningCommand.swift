import Foundation

extension Process {
    /// Polls every 10 ms until `ready()` holds, the process ends, or a minute passes: how a test
    /// waits for a running command's marker (a file it writes as it goes) before signalling it.
    func wait(until ready: () -> Bool) {
        var polls = 0
        while !ready() && isRunning && polls < 6_000 {
            usleep(10_000)
            polls += 1
        }
    }
}

/// A new empty folder for one end-to-end test's files; the caller removes it.
func endToEndFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
