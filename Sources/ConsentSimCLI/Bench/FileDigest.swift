import Foundation

/// A file's length and a hash of its bytes, to tell whether two files hold the same bytes when
/// they are not on disk at the same time. Its hash is seeded per process: compare digests taken
/// by one process only.
struct FileDigest: Equatable {
    let length: Int
    let hash: Int

    /// Nil when the file cannot be read.
    init?(path: String) {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        var hasher = Hasher()
        var length = 0
        do {
            // Nil or empty at the end of the file, depending on the platform.
            while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty {
                length += chunk.count
                chunk.withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        } catch {
            return nil
        }
        self.length = length
        hash = hasher.finalize()
    }
}
