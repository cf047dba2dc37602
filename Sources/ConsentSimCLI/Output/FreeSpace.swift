import Foundation

/// The free space of the filesystem a path is on, as `export` checks its estimate against it.
package enum FreeSpace {
    /// Bytes available to this user where `path` is or would be created (its nearest existing
    /// folder), or nil when the system does not say.
    package static func bytes(at path: String) -> Int? {
        var candidate = (path as NSString).standardizingPath
        if candidate.isEmpty { candidate = "." }
        while !FileManager.default.fileExists(atPath: candidate) {
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { candidate = "."; break }
            candidate = parent
        }
        guard let attributes = try? FileManager.default.attributesOfFileSystem(forPath: candidate),
              let free = attributes[.systemFreeSize] as? NSNumber else { return nil }
        return free.intValue
    }
}
