import Foundation

/// Finds the bundled studies, a folder holding `studies/` and `flows/`: installed beside the
/// executable (`PREFIX/bin/consent-sim` with `PREFIX/share/consent-sim`, as `make install` lays
/// it out), or `Scenarios/` in the checkout the executable was built in
/// (`.build/<triple>/debug/consent-sim`), or under the working directory.
enum BundledStudy {
    static let defaultName = "sleep-study"
    /// The study asking for every sensor: `bench`'s heavy load.
    static let allSensorsName = "all-sensors"
    /// Where `make install` puts the bundled studies and flows, relative to the binary's folder.
    static let installedRoot = "../share/consent-sim"

    static func folder(_ name: String = defaultName) -> URL? {
        // Paths as strings until one is found: building and standardizing a URL for every
        // candidate was a measurable part of the demo's start-up.
        for root in candidateRoots() {
            let folder = root + "/studies/" + name
            if FileManager.default.fileExists(atPath: folder + "/Info.plist") {
                return URL(fileURLWithPath: LexicalPath.standardized(folder), isDirectory: true)
            }
        }
        return nil
    }

    /// The places searched, in order, for a message when none holds the studies.
    static func searchedPlaces() -> String {
        var places: [String] = []
        for root in candidateRoots() {
            let place = LexicalPath.standardized(root + "/studies")
            if !places.contains(place) { places.append(place) }
        }
        return places.joined(separator: ", ")
    }

    /// The executable's own installation first, so an installed binary started inside some
    /// other checkout still shows the studies it was installed with.
    private static func candidateRoots() -> [String] {
        var roots = ExecutablePath.folder().map { [$0.path + "/" + installedRoot] } ?? []
        roots += ExecutablePath.folderPathAndAncestors().map { $0 + "/Scenarios" }
        roots.append(FileManager.default.currentDirectoryPath + "/Scenarios")
        return roots
    }
}
