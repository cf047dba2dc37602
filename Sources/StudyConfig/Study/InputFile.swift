import Foundation
import SimCore

/// Reads a file the user named after checking what it is, so that a folder, a FIFO, a device
/// or a broken link is called what it is (a FIFO or `/dev/zero` would otherwise hang the read
/// or fill memory) and a file too large for its kind is refused before it is read.
public enum InputFile {
    /// Why the file cannot be read, in words that name what is at the path.
    public struct Problem: Error, Sendable, Equatable {
        public let message: String
    }

    /// Whether anything is at `url`, a broken link included (so it is reported as broken,
    /// not as missing).
    public static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// The file's bytes, at most `limit` of them.
    public static func read(_ url: URL, limit: Int) throws(Problem) -> Data {
        let path = url.path
        var info = stat()
        if stat(path, &info) != 0 {
            // Only a path that does not lead to a file is looked at as a link (what it is says why).
            let code = errno
            var link = stat()
            guard lstat(path, &link) == 0 else { throw Problem(message: "no such file") }
            guard link.st_mode & S_IFMT == S_IFLNK else { throw Problem(message: "cannot read the file (\(reason(code)))") }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            if code == ELOOP { throw Problem(message: "a symbolic link that loops (to \(target), which leads back to itself)") }
            throw Problem(message: "a dangling symbolic link (to \(target), which does not exist)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(message: "a folder, not a file")
        case S_IFIFO: throw Problem(message: "a FIFO (named pipe), not a file")
        case S_IFCHR, S_IFBLK: throw Problem(message: "a device, not a file")
        case S_IFSOCK: throw Problem(message: "a socket, not a file")
        default: throw Problem(message: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw Problem(message: "the file is \(size(Int(info.st_size))); files over \(size(limit)) are refused here")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(message: "cannot read the file (\(reason(errno)))")
        }
        defer { try? handle.close() }
        do { return try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw Problem(message: "cannot read the file (\((error as NSError).localizedDescription))")
        }
    }

    /// The file a chain of symbolic links at `path` ends at (`path` itself when it is none), so
    /// a rename replaces that file and leaves the link.
    package static func linkTarget(_ path: String) -> String { linkChain(path).last ?? path }

    /// `path`, then each path its symbolic links lead to. A chain longer than the kernel's own
    /// limit is cut there and left to `open` to report.
    package static func linkChain(_ path: String) -> [String] {
        var chain = [path]
        for _ in 0..<40 {
            let current = chain[chain.count - 1]
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            chain.append(destination.hasPrefix("/") ? destination
                : PathText.join(PathText.parent(of: current), destination))
        }
        return chain
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\(bytes) bytes"
    }
}
