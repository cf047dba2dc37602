/// Paths tidied as text, without asking the file system, as `URL.standardizedFileURL` tidies
/// them: `.` and empty components dropped, `..` taking away the component before it.
enum LexicalPath {
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = kept.last, last != ".." { kept.removeLast() } else if !absolute { kept.append(component) }
            default: kept.append(component)
            }
        }
        // Joined by hand: the standard library's `joined(separator:)` on these substrings looks up
        // a protocol conformance by scanning every one in the binary, a tenth of a millisecond
        // of the demo's start-up.
        var joined = absolute ? "/" : ""
        for (i, component) in kept.enumerated() {
            if i > 0 { joined += "/" }
            joined += String(component)
        }
        return joined.isEmpty ? "." : joined
    }

    /// `path` and up to `levels` folders above it, nearest first, each once (the root has none above).
    static func withAncestors(_ path: String, levels: Int) -> [String] {
        var folders = [path]
        var current = path
        for _ in 0..<levels {
            let parent = standardized(current + "/..")
            if parent == current { break }
            current = parent
            folders.append(current)
        }
        return folders
    }
}
