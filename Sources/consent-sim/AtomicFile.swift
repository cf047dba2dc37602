import Foundation

/// Writes a file so that it is either wholly the old or wholly the new content: a temporary
/// file beside it, then a rename.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        try Data(text.utf8).write(to: temp)
        if rename(temp.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temp)
            throw Arguments.UsageError(message: "cannot write \(path)")
        }
    }
}
