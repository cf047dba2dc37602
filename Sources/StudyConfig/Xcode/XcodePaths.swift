import Foundation

/// How paths inside an Xcode project are shown and joined.
enum XcodePaths {
    /// `url` relative to `root` when it lies inside it, else its file name: diagnostics never
    /// show a machine's absolute paths.
    static func display(_ url: URL, under root: URL) -> String {
        let r = root.standardizedFileURL.path, p = url.standardizedFileURL.path
        return p.hasPrefix(r + "/") ? String(p.dropFirst(r.count + 1)) : url.lastPathComponent
    }

    /// A build setting's path: absolute as written, else relative to SRCROOT.
    static func resolve(_ path: String, srcroot: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : srcroot.appendingPathComponent(path).standardizedFileURL
    }
}
