import Foundation

/// Paths the tests use: the repository's bundled studies and scenarios.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The bundled study asking for every sensor the iPhone or the Watch records (22 pages): the heaviest load.
    static let everySensor = repository.appendingPathComponent("Scenarios/studies/all-sensors")
    static let sleepStudy = repository.appendingPathComponent("Scenarios/studies/sleep-study")
    static let flows = repository.appendingPathComponent("Scenarios/flows")

    /// A new empty folder under the temporary directory; remove it when done.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
