import Foundation

/// Finds scenario files: each path is a `.yaml`/`.yml` file or a folder searched recursively
/// (but its hidden files and folders); each file once, in the order first named.
public enum ScenarioFiles {
    /// How many entries a search looks at before it gives up: `play /` would otherwise walk
    /// the whole file system (and `/proc` without end).
    public static let maximumEntries = 100_000

    /// A folder too large to search.
    public struct SearchError: Error, Sendable, Equatable {
        public let message: String
    }

    /// `named` gives each file as the paths named it: the path given for a file, the folder
    /// given and the path below it for a file found in a folder (`../suite/flow.yaml`).
    public static func find(_ paths: [String], maximumEntries: Int = maximumEntries) throws(SearchError)
        -> (files: [URL], missing: [String], named: [String]) {
        var files: [(url: URL, named: String)] = []
        var missing: [String] = []
        let fm = FileManager.default
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else {
                // A link that leads nowhere (dangling, or looping) is there: reading it says which.
                if (try? fm.destinationOfSymbolicLink(atPath: p)) != nil { files.append((URL(fileURLWithPath: p), p)) } else { missing.append(p) }
                continue
            }
            let url = URL(fileURLWithPath: p)
            if !isDir.boolValue { files.append((url, p)); continue }
            var found: [URL] = []
            var seen = 0
            let entries = fm.enumerator(at: url, includingPropertiesForKeys: nil)
            while let entry = entries?.nextObject() as? URL {
                // Hidden files and folders are a tool's, not scenarios: `play .` at a repository
                // root read SwiftPM's .build/debug.yaml, .github/workflows/*.yml and
                // .gitlab-ci.yml as invalid scenarios and ran nothing (exit 64). One named
                // itself still plays.
                if entry.lastPathComponent.hasPrefix(".") {
                    entries?.skipDescendants()
                    continue
                }
                seen += 1
                guard seen <= maximumEntries else {
                    throw SearchError(message: "\(p): more than \(maximumEntries) files and folders to search; name the folder that holds the scenarios")
                }
                // A folder named like a scenario is searched (its files come next), not read.
                var entryIsFolder: ObjCBool = false
                if ["yaml", "yml"].contains(entry.pathExtension),
                   !(fm.fileExists(atPath: entry.path, isDirectory: &entryIsFolder) && entryIsFolder.boolValue) {
                    found.append(entry)
                }
            }
            let root = url.path.hasSuffix("/") ? url.path : url.path + "/"
            let given = p.hasSuffix("/") ? String(p.dropLast()) : p
            files += found.sorted { $0.path < $1.path }.map { entry in
                (entry, entry.path.hasPrefix(root) ? given + "/" + entry.path.dropFirst(root.count) : entry.path)
            }
        }
        // A file named twice (itself and its folder, or two spellings of one path) plays once.
        var seen = Set<String>()
        files = files.filter { seen.insert($0.url.standardizedFileURL.path).inserted }
        return (files.map(\.url), missing, files.map(\.named))
    }
}
