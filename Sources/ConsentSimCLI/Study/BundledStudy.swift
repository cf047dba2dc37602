import Foundation

/// Finds the bundled studies (`Scenarios/studies`): next to the working directory when run from
/// the repository, else above the executable (`.build/<triple>/debug/consent-sim`).
enum BundledStudy {
    static let defaultName = "sleep-study"
    /// The study asking for every sensor: `bench`'s heavy load.
    static let allSensorsName = "all-sensors"

    static func folder(_ name: String = defaultName) -> URL? {
        var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir)
            dir = dir.deletingLastPathComponent()
        }
        for base in candidates {
            let url = base.appendingPathComponent("Scenarios/studies/\(name)")
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path) { return url }
        }
        return nil
    }
}
