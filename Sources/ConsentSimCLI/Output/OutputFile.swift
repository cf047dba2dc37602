import Foundation
import Glibc

/// Writes the files a command produces so that each is either wholly the old or wholly the new
/// content (a temporary file beside it, then a rename), and so that every failure names the
/// path the user gave and the reason.
enum OutputFile {
    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) throws(CannotCreateError) {
        try checkFolder(of: path)
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CannotCreateError(path: path, reason: Self.reason(errno)) }
        var failure: Int32 = 0
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += n
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw CannotCreateError(path: path, reason: Self.reason(failure))
        }
    }

    /// Creates the folder `path` (and any missing parents) unless it exists.
    static func makeFolder(_ path: String) throws(CannotCreateError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CannotCreateError(path: path, reason: "it exists and is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CannotCreateError(path: path, reason: Self.reason(of: error))
        }
    }

    /// Fails unless the folder `path` goes into exists, so a long run does not end in a write
    /// that was bound to fail.
    static func checkFolder(of path: String) throws(CannotCreateError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw CannotCreateError(path: path, reason: "the folder \(shown(folder, for: path)) does not exist")
        }
        guard isFolder.boolValue else {
            throw CannotCreateError(path: path, reason: "\(shown(folder, for: path)) is not a folder")
        }
    }

    /// The folder as the user wrote it when the path names one (`out/x.xml` → `out`).
    private static func shown(_ folder: String, for path: String) -> String {
        let given = (path as NSString).deletingLastPathComponent
        return given.isEmpty ? folder : given
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func reason(of error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return reason(Int32(posix.code))
        }
        return error.localizedDescription
    }

    /// Before any work: fails, naming `option`, unless a file can be created at `path` (its
    /// folder exists and may be written).
    static func checkCreatable(_ path: String, option: String) throws(CannotCreateError) {
        do { try checkFolder(of: path) } catch { throw CannotCreateError(path: path, reason: error.reason, option: option) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if access(folder, W_OK) != 0 { throw CannotCreateError(path: path, reason: reason(errno), option: option) }
    }

    /// Before any work: creates the folder `path` unless it exists, and fails, naming `option`,
    /// unless files can be written in it.
    static func prepareFolder(_ path: String, option: String) throws(CannotCreateError) {
        do { try makeFolder(path) } catch { throw CannotCreateError(path: path, reason: error.reason, option: option) }
        if access(path, W_OK) != 0 { throw CannotCreateError(path: path, reason: reason(errno), option: option) }
    }
}
