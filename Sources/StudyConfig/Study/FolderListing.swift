import Foundation

/// The names in a folder, as the study loaders list them (the study's folder for its
/// entitlements and `.lproj` folders, and for `.xcconfig` files).
///
/// Read with `opendir` and `readdir`: Foundation's `contentsOfDirectory(atPath:)` gives the same
/// names, but its first call makes the runtime scan every protocol conformance in the binary,
/// which the demo's start-up paid for.
enum FolderListing {
    /// The entries of `folder` but `.` and `..`, sorted; none when it cannot be read.
    static func names(in folder: String) -> [String] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
