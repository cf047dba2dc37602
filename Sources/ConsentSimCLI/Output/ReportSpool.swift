import Foundation
import Glibc

/// Text a report writes before it can write what comes first (its totals), kept on disk rather
/// than in memory: a temporary file without a name (removed as soon as it is opened), so
/// nothing is left behind whatever ends the run, read back once at the end.
final class ReportSpool {
    private let fd: Int32
    /// The text, when no temporary file could be made: the run still reports.
    private var memory: [UInt8]?
    /// The errno that stopped a write, or 0.
    private(set) var failure: Int32 = 0

    init() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-report-\(getpid())-\(UUID().uuidString)").path
        fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 { unlink(path) } else { memory = [] }
    }

    deinit { if fd >= 0 { close(fd) } }

    func append(_ text: String) {
        guard failure == 0, !text.isEmpty else { return }
        if memory != nil { memory?.append(contentsOf: text.utf8); return }
        failure = OutputFile.writeAll(text, to: fd)
    }

    /// Hands `body` the text from the start, in pieces that each end at a character's end;
    /// `body` returns 0 or the errno that stopped it, which is returned.
    func read(_ body: (String) -> Int32) -> Int32 {
        if let memory { return body(String(decoding: memory, as: UTF8.self)) }
        guard lseek(fd, 0, SEEK_SET) == 0 else { return errno }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var carried = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + carried, $0.count - carried) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            let filled = carried + n
            if n == 0 { return filled == 0 ? 0 : body(String(decoding: buffer[..<filled], as: UTF8.self)) }
            let cut = Self.characterEnd(buffer, filled)
            let failed = body(String(decoding: buffer[..<cut], as: UTF8.self))
            if failed != 0 { return failed }
            carried = filled - cut
            for i in 0..<carried { buffer[i] = buffer[cut + i] }
        }
    }

    /// Where the last whole UTF-8 character in `bytes[..<count]` ends.
    static func characterEnd(_ bytes: [UInt8], _ count: Int) -> Int {
        var lead = count - 1
        while lead >= 0 && count - lead < 4 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0 else { return count }
        let b = bytes[lead]
        let length = b < 0xC0 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
        return lead + length > count ? lead : count
    }
}
