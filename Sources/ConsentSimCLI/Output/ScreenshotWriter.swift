import Foundation
import Synchronization
import TerminalUI

/// Writes `play`'s screenshots into their folder as the steps take them, from any of the
/// `--jobs` threads, so none is held until the run ends and an interrupted run keeps those
/// taken. A write that fails does not stop the run; the first failure is kept for its end.
final class ScreenshotWriter: Sendable {
    let folder: String
    private let failure = Mutex<CannotCreateError?>(nil)
    /// The names written in this run.
    private let written = Mutex<Set<String>>([])

    init(folder: String) { self.folder = folder }

    /// Writes `NAME.txt`, `.ansi` and `.svg` for `frame`, each atomically.
    func write(_ frame: Screen, name: String) {
        do {
            try ScreenshotFiles.write(frame, name: name, in: folder)
            _ = written.withLock { $0.insert(name) }
        } catch {
            failure.withLock { if $0 == nil { $0 = error } }
        }
    }

    /// Removes the files of each of `names` this run did not write (a case not reached after a
    /// `--fail-fast` failure or a signal, or failed before its `screenshot:` step), so no earlier run's picture passes for this one's. Only regular
    /// files go; a FIFO, device or symbolic link of that name is left as it is.
    func removeUntaken(_ names: [String]) {
        let taken = written.withLock { $0 }
        for name in Set(names).subtracting(taken).sorted() {
            for ext in ScreenshotFiles.extensions {
                let path = (folder as NSString).appendingPathComponent("\(name).\(ext)")
                guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular else { continue }
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    failure.withLock { if $0 == nil { $0 = CannotCreateError(path: path, reason: "an earlier run's screenshot could not be removed (\(error.localizedDescription))") } }
                }
            }
        }
    }

    /// The first write that failed, if one did.
    var firstFailure: CannotCreateError? { failure.withLock { $0 } }
}
