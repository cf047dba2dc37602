import Foundation

/// Paths the tests use: the repository's bundled studies and scenarios, and this target's
/// fixtures.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// A study asking for every sensor SensorKit has (22 pages): the heaviest load.
    static let everySensor = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/every-sensor")
    static let sleepStudy = repository.appendingPathComponent("Scenarios/studies/sleep-study")
    static let flows = repository.appendingPathComponent("Scenarios/flows")

    /// A new empty folder under the temporary directory; remove it when done.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
