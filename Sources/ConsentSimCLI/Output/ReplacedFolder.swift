import Foundation

/// What an `--out` folder that replaces an earlier run's files needs, whichever command wrote
/// them (export, dossier): the check that nothing of the user's is in the way, the removal of
/// exactly the listed files, and the clean-up of a killed run's staging folder.
enum ReplacedFolder {
    /// Throws, naming the path, when a file of `files` (relative to `out`) would replace
    /// something not in `replaced` (the earlier run's regular files), or needs a folder where
    /// there is something else. `earlier` names the earlier run in the message ("an earlier export").
    static func checkNothingInTheWay(_ files: [String], replaced: Set<String>, in out: String, earlier: String,
                                     needs: String) throws(CannotCreateError) {
        for relative in files {
            var info = stat()
            let target = (out as NSString).appendingPathComponent(relative)
            if lstat(target, &info) == 0 && !(replaced.contains(relative) && info.st_mode & S_IFMT == S_IFREG) {
                throw CannotCreateError(path: target, reason: "it exists and \(earlier) did not write it; nothing was replaced", option: "--out")
            }
            for folder in folders(above: relative) {
                let path = (out as NSString).appendingPathComponent(folder)
                // A link is never a folder here, listed or not: files moved through it would
                // land wherever it points.
                if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
                    && !(replaced.contains(folder) && (info.st_mode & S_IFMT) == S_IFREG) {
                    throw CannotCreateError(path: path, reason: "\(needs) needs a folder here and it is not one; nothing was replaced",
                                            option: "--out")
                }
            }
        }
    }

    /// Removes `files` (relative to `out`) and the folders that leaves empty; rmdir keeps a
    /// folder that still holds something of the user's. A file is removed only when it and every
    /// folder above it inside `out` are what they seem (a regular file in real folders): a link
    /// to a folder elsewhere, put in `out` and named in an edited list, reaches nothing.
    static func remove(_ files: [String], in out: String) {
        var folders = Set<String>()
        for relative in files {
            let path = (out as NSString).appendingPathComponent(relative)
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, inRealFolders(relative, in: out) { unlink(path) }
            folders.formUnion(Self.folders(above: relative))
        }
        // Deepest first, so a parent is empty by the time it is tried.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir((out as NSString).appendingPathComponent(folder)) }
    }

    /// Whether every folder `relative` passes through inside `out` is a folder, not a link.
    static func inRealFolders(_ relative: String, in out: String) -> Bool {
        var info = stat()
        return folders(above: relative).allSatisfy { folder in
            lstat((out as NSString).appendingPathComponent(folder), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// The folders `relative` lies in, deepest first (`a/b/c.html`: `a/b`, `a`); it ends at the
    /// top however the path is written (`/x` has no parent but `/`, which is its own).
    static func folders(above relative: String) -> [String] {
        var out: [String] = []
        var folder = OutputFile.parent(of: relative)
        while !folder.isEmpty, folder != "/", folder != out.last {
            out.append(folder)
            folder = OutputFile.parent(of: folder)
        }
        return out
    }

    /// Removes staging folders (`prefix` then a process id) left in `out` by runs that were killed.
    static func removeAbandonedStaging(in out: String, prefix: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] where isAbandonedStaging(name, prefix: prefix) {
            try? FileManager.default.removeItem(atPath: (out as NSString).appendingPathComponent(name))
        }
    }

    /// Whether `name` is the staging folder of a run whose process is gone.
    static func isAbandonedStaging(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// A manifest's relative paths, without any that would reach outside `out` (one edited by hand).
    static func inside(_ paths: [String]) -> [String] {
        paths.filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }
}
