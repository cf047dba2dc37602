import Foundation

/// The free space of the filesystem a path is on, as `export` checks its estimate against it.
package enum FreeSpace {
    /// Bytes available to this user where `path` is or would be created (its nearest existing
    /// folder), or nil when the system does not say.
    package static func bytes(at path: String) -> Int? {
        // URL, not NSString: on Linux `deletingLastPathComponent` of a one-character name
        // without a slash ("x", as `--out x` leads to) traps in Foundation.
        var candidate = URL(fileURLWithPath: (path.isEmpty ? "." : path as NSString).expandingTildeInPath).standardizedFileURL
        while !FileManager.default.fileExists(atPath: candidate.path) {
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        guard let attributes = try? FileManager.default.attributesOfFileSystem(forPath: candidate.path),
              let free = attributes[.systemFreeSize] as? NSNumber else { return nil }
        return free.intValue
    }
}
