import Foundation

/// Where the running `consent-sim` binary is, with symbolic links resolved: an installed binary
/// finds its bundled studies relative to itself, from whatever folder it is started in.
enum ExecutablePath {
    /// The executable's folder, or nil when it cannot be found. Found once: it cannot change.
    static func folder() -> URL? { found }

    private static let found = current().map { $0.deletingLastPathComponent() }

    /// The executable's folder and up to `levels` folders above it: from
    /// `.build/<triple>/release/consent-sim`, the checkout is three up.
    static func folderAndAncestors(_ levels: Int = 4) -> [URL] {
        folderPathAndAncestors(levels).map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The same folders as paths, for searches that build no URL until they find something.
    static func folderPathAndAncestors(_ levels: Int = 4) -> [String] {
        guard let dir = folder() else { return [] }
        return LexicalPath.withAncestors(dir.path, levels: levels)
    }

    /// Linux names the running image in `/proc/self/exe`, whatever `argv[0]` says (a shell
    /// passes the name as typed, a symlink in PATH, or anything an exec chose); elsewhere
    /// `argv[0]` is taken as a path when it has a slash, or looked up in PATH as a shell would.
    static func current() -> URL? {
        if let resolved = resolved("/proc/self/exe") { return resolved }
        guard let name = CommandLine.arguments.first, !name.isEmpty else { return nil }
        if name.contains("/") { return resolved(name) ?? URL(fileURLWithPath: name).resolvingSymlinksInPath() }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return resolved(candidate.path) ?? candidate.resolvingSymlinksInPath() }
        }
        return nil
    }

    /// `path` with every link resolved by the C library in one call: Foundation's
    /// `resolvingSymlinksInPath` examines each component in turn, a measurable part of start-up.
    private static func resolved(_ path: String) -> URL? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real))
    }
}
