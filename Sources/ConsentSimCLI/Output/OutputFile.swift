import Foundation
import Glibc
import StudyConfig

/// Writes the files a command produces so that each is either wholly the old or wholly the new
/// content (a temporary file beside it, then a rename), and so that every failure names the
/// path the user gave and the reason.
///
/// Only a regular file is replaced. A path naming something else that takes writes (a FIFO, a
/// terminal, `/dev/null`, `/dev/stdout`) is opened and written in place, as a shell's `>>` would;
/// a symbolic link is followed and the file it names is replaced, the link kept.
enum OutputFile {
    /// Writes `text` to `path`, replacing it (or writing through it, see above).
    static func write(_ text: String, to path: String) throws(CannotCreateError) {
        try write(to: path) { writeAll(text, to: $0) }
    }

    /// Writes what `produce` writes into the descriptor it is given (returning 0, or the errno
    /// that stopped it) to `path`, replacing it (or writing through it, see above): for a file
    /// too large to build as one string first.
    static func write(to path: String, _ produce: (Int32) -> Int32) throws(CannotCreateError) {
        // Nothing at the path (the usual case: a new transcript) is neither a link to follow
        // nor something to write through: one look at it instead of three.
        var info = stat()
        let nothingThere = lstat(path, &info) != 0
        if !nothingThere && isWrittenThrough(path) { return try writeThrough(to: path, produce) }
        let target = nothingThere ? path : linkTarget(path)
        // Beside the target, named from its path as given: a URL made of a path asks the disk
        // whether it is a folder, and the working folder, each time (a transcript a scenario).
        let folder = folder(of: target)
        let temp = (folder.hasSuffix("/") ? folder : folder + "/") + temporaryName(for: (target as NSString).lastPathComponent)
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            // A missing folder is named as such; the folder is looked at only when it matters.
            let reason = Self.reason(errno)
            try checkFolder(of: target)
            throw CannotCreateError(path: path, reason: reason)
        }
        var failure = produce(fd)
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw CannotCreateError(path: path, reason: Self.reason(failure))
        }
    }

    /// This process's id, in the names of temporary files (asked of the system once).
    private static let processID = getpid()

    /// The temporary file's name beside `name`: `.NAME.PID.tmp`, or, when that would pass the
    /// 255 bytes a name may have (a name that itself fits), NAME cut short and a hash of the
    /// whole of it, so two long names that begin alike still get files of their own.
    static func temporaryName(for name: String) -> String {
        let suffix = ".\(processID).tmp"
        if 1 + name.utf8.count + suffix.utf8.count <= 255 { return "." + name + suffix }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in name.utf8 { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let mark = "-" + String(hash, radix: 16) + suffix
        var start = Substring(name)
        while 1 + start.utf8.count + mark.utf8.count > 255 { start = start.dropLast() }
        return "." + start + mark
    }

    /// Whether `path` names an existing thing that takes writes but is neither a regular file
    /// nor a folder (after following links), or a descriptor of this process (`/dev/stdout`,
    /// `/dev/fd/3`, whose links lead through `/proc`): renaming over it would destroy it, or
    /// send what its reader waits for elsewhere.
    static func isWrittenThrough(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return (kind != S_IFREG && kind != S_IFDIR) || InputFile.linkChain(path).contains(where: isInProc)
    }

    /// Whether `path` is in `/proc` once the links to its folder are followed (`/dev/fd/3` is
    /// `/proc/self/fd/3`).
    private static func isInProc(_ path: String) -> Bool {
        guard let folder = realpath(parent(of: path), nil) else { return false }
        defer { free(folder) }
        return String(cString: folder).hasPrefix("/proc/")
    }

    /// Opens `path` as it is and writes into it. Appending, so that `/dev/stdout` sent to
    /// a file keeps what the command printed before.
    private static func writeThrough(to path: String, _ produce: (Int32) -> Int32) throws(CannotCreateError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw CannotCreateError(path: path, reason: Self.reason(errno), writingThrough: true) }
        var failure = produce(fd)
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw CannotCreateError(path: path, reason: Self.reason(failure), writingThrough: true) }
    }

    /// Writes `data` to `path` (a picture), replacing it as `write(_:to:)` does.
    static func write(_ data: Data, to path: String) throws(CannotCreateError) {
        try write(to: path) { writeAll(Array(data), to: $0) }
    }

    /// Writes every byte of `text`, from the string's own storage (a transcript a scenario, not
    /// copied into an array first); returns 0 or the errno that stopped it.
    static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll($0, to: fd) }
    }

    /// Writes every byte; returns 0 or the errno that stopped it.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 { bytes.withUnsafeBufferPointer { writeAll($0, to: fd) } }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += n
        }
        return 0
    }

    /// The file a chain of symbolic links at `path` ends at (`path` itself when it is none), so
    /// the rename replaces that file and leaves the link.
    static func linkTarget(_ path: String) -> String { InputFile.linkTarget(path) }

    /// Whether `path` names this process's standard output (`/dev/stdout`, `/dev/fd/1`, or the
    /// file or pipe it is): the same file as descriptor 1.
    static func isStandardOutput(_ path: String) -> Bool {
        var a = stat(), b = stat()
        return stat(path, &a) == 0 && fstat(STDOUT_FILENO, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Whether two output paths name one file or folder: the same path once `.`, `..` and
    /// repeated slashes are read, from the working folder; or, when both exist, the same file or
    /// folder on disk (a link and its target). Two paths to one device or FIFO are not one
    /// file here: each write goes through it (`/dev/null` twice is fine).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
            && [S_IFREG, S_IFDIR].contains(x.st_mode & S_IFMT)
    }

    /// Creates the folder `path` (and any missing parents) unless it exists; a file where a
    /// folder on the way should be is named as the reason.
    static func makeFolder(_ path: String) throws(CannotCreateError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CannotCreateError(path: path, reason: "it exists and is not a folder") }
            return
        }
        // Made one level at a time with mkdir(2), so a refusal is the system's own reason
        // ("No such file or directory" under /proc), not Foundation's "could not be completed".
        var made = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
            if mkdir(made, 0o777) != 0 {
                let failure = errno
                // A folder that exists may refuse mkdir with EACCES, EROFS or EPERM before EEXIST
                // (a read-only or root-squashed mount): what is there decides, not the code.
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: made, isDirectory: &isFolder) else {
                    // A link to nothing makes mkdir say "File exists" where nothing seems to be.
                    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: made) {
                        throw CannotCreateError(path: made, reason: "it is a symbolic link to \(target), which does not exist")
                    }
                    throw CannotCreateError(path: path, reason: reason(failure))
                }
                guard isFolder.boolValue else { throw CannotCreateError(path: made, reason: "it exists and is not a folder") }
            }
        }
    }

    /// Fails unless the folder `path` goes into exists, so a long run does not end in a write
    /// that was bound to fail.
    static func checkFolder(of path: String) throws(CannotCreateError) {
        var info = stat()
        guard stat(folder(of: path), &info) == 0 else {
            throw CannotCreateError(path: path, reason: "the folder \(shown(for: path)) does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CannotCreateError(path: path, reason: "\(shown(for: path)) is not a folder")
        }
    }

    /// The folder `path` goes into as the user wrote it (`out/x.xml` → `out`), or the working
    /// folder's path for a bare name.
    private static func shown(for path: String) -> String {
        let given = parent(of: path)
        return given.isEmpty ? FileManager.default.currentDirectoryPath : given
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Before any work: fails, naming `option`, unless a file can be created at `path` (its
    /// folder exists and may be written).
    static func checkCreatable(_ path: String, option: String) throws(CannotCreateError) {
        if isWrittenThrough(path) { return try checkWritable(path, option: option) }
        let path = linkTarget(path)
        do { try checkFolder(of: path) } catch { throw CannotCreateError(path: path, reason: error.reason, option: option) }
        if access(folder(of: path), W_OK) != 0 { throw CannotCreateError(path: path, reason: reason(errno), option: option) }
    }

    /// Before any work: creates the folder `path` unless it exists, and fails, naming `option`,
    /// unless files can be written in it.
    static func prepareFolder(_ path: String, option: String) throws(CannotCreateError) {
        do { try makeFolder(path) } catch { throw CannotCreateError(path: error.path, reason: error.reason, option: option) }
        if access(path, W_OK) != 0 { throw CannotCreateError(path: path, reason: reason(errno), option: option) }
    }

    /// Fails, naming `option`, unless `path` (a FIFO, a device) may be opened for writing; it is
    /// not opened now, as a FIFO would wait for its reader.
    static func checkWritable(_ path: String, option: String) throws(CannotCreateError) {
        if access(path, W_OK) != 0 { throw CannotCreateError(path: path, reason: reason(errno), option: option, writingThrough: true) }
    }
}
