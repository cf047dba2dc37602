import Synchronization
import TerminalUI

/// Writes `play`'s screenshots into their folder as the steps take them, from any of the
/// `--jobs` threads, so none is held until the run ends and an interrupted run keeps those
/// taken. A write that fails does not stop the run; the first failure is kept for its end.
final class ScreenshotWriter: Sendable {
    let folder: String
    private let failure = Mutex<CannotCreateError?>(nil)

    init(folder: String) { self.folder = folder }

    /// Writes `NAME.txt`, `.ansi` and `.svg` for `frame`, each atomically.
    func write(_ frame: Screen, name: String) {
        do { try ScreenshotFiles.write(frame, name: name, in: folder) } catch {
            failure.withLock { if $0 == nil { $0 = error } }
        }
    }

    /// The first write that failed, if one did.
    var firstFailure: CannotCreateError? { failure.withLock { $0 } }
}
