import Foundation

/// The names in a folder, as the study loaders list them (the study's folder for its
/// entitlements and `.lproj` folders, and for `.xcconfig` files).
///
/// Read with `opendir` and `readdir`, which give the names Foundation's
/// `contentsOfDirectory(atPath:)` gives for a fraction of its work: the demo lists the study's
/// folder four times as it starts.
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
