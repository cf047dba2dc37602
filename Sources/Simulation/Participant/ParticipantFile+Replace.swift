import Foundation
import SimCore
#if canImport(Glibc)
import Glibc
/// The system's write(2): ParticipantFile's own `write` hides it inside the type.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

extension ParticipantFile {
    /// Why replacing a saved participant failed, in the system's words.
    struct ReplaceFailure: LocalizedError {
        let errorDescription: String?
        init(_ code: Int32) { errorDescription = String(cString: strerror(code)) }
    }

    /// Replaces the saved participant at `target` by `data`, whole or not at all (a temporary
    /// file beside it, then a rename), keeping the file's permissions `mode`: a participant's
    /// file kept private (0600) stayed so only until the demo's first save, which made it
    /// readable by everyone (0644), as a new file is.
    static func replace(_ target: String, with data: Data, mode: mode_t) throws(ReplaceFailure) {
        let temp = temporaryPath(beside: target)
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw ReplaceFailure(errno) }
        // open's mode passes through the umask; the file's own is kept exactly.
        var code: Int32 = fchmod(fd, mode) == 0 ? 0 : errno
        if code == 0 { code = writeAll(data, to: fd) }
        if close(fd) != 0 && code == 0 { code = errno }
        if code == 0 && rename(temp, target) != 0 { code = errno }
        if code != 0 {
            unlink(temp)
            throw ReplaceFailure(code)
        }
    }

    /// The temporary file that replaces `target`: `.<name>.<pid>.tmp` in the same folder.
    static func temporaryPath(beside target: String) -> String {
        // Split by `PathText`: NSString's splitting traps on Linux on `run --state p`.
        let folder = PathText.parent(of: target)
        let name = folder.isEmpty ? target : String(target.dropFirst(folder.count).drop(while: { $0 == "/" }))
        return PathText.join(folder, ".\(name).\(getpid()).tmp")
    }

    /// Writes all of `data` to `fd`; 0, or the errno that stopped it.
    private static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }
}
