import Foundation
import Glibc
import SimCore

extension OutputFile {
    /// Makes sure `path` can be written before any work is done: creates its folder (and
    /// parents), writes and removes a probe file there, and removes an earlier file at `path`.
    /// A failure names `option`.
    static func prepare(file path: String, option: String) throws(CannotCreateError) {
        if isWrittenThrough(path) { return try checkWritable(path, option: option) }
        let path = linkTarget(path)
        do throws(CannotCreateError) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CannotCreateError(path: path, reason: "it is a folder; give a file name such as \(path)/junit.xml")
            }
            let folder = parent(of: path)
            if !folder.isEmpty { try makeFolder(folder) }
            try probe(Self.folder(of: path), shownAs: path)
        } catch {
            throw CannotCreateError(path: error.path, reason: error.reason, option: option)
        }
        // The report is written whole at the end: until then, an earlier run's file must not be
        // there to be read as this run's (a run killed by a CI timeout left it as it was).
        if unlink(path) != 0 && errno != ENOENT {
            throw CannotCreateError(path: path, reason: "cannot remove the earlier report: \(reason(errno))", option: option)
        }
    }

    /// Makes sure the folder `path` exists (creating it) and takes new files.
    static func prepare(folder path: String, option: String) throws(CannotCreateError) {
        do throws(CannotCreateError) {
            try makeFolder(path)
            try probe(path, shownAs: path)
        } catch {
            throw CannotCreateError(path: error.path, reason: error.reason, option: option)
        }
    }

    /// The folder holding `path` as the path names it (`PathText`).
    static func parent(of path: String) -> String { PathText.parent(of: path) }

    /// The folder a file at `path` goes into ("." for a bare name): the one every check of it
    /// and its temporary file's place are read from.
    static func folder(of path: String) -> String { PathText.folder(of: path) }

    /// Creates and removes a file in `folder`: permissions, read-only disks and full
    /// directories all show here, as they would at the end of the run.
    private static func probe(_ folder: String, shownAs path: String) throws(CannotCreateError) {
        let probe = (folder as NSString).appendingPathComponent(".consent-sim-probe.\(getpid())")
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CannotCreateError(path: path, reason: String(cString: strerror(errno))) }
        close(fd)
        unlink(probe)
    }
}
