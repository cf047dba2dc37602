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
        for root in candidateRoots() {
            let url = root.appendingPathComponent("studies/\(name)")
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path) { return url.standardizedFileURL }
        }
        return nil
    }

    /// The places searched, in order, for a message when none holds the studies.
    static func searchedPlaces() -> String {
        candidateRoots().map { $0.appendingPathComponent("studies").standardizedFileURL.path }.joined(separator: ", ")
    }

    /// The executable's own installation first, so an installed binary started inside some
    /// other checkout still shows the studies it was installed with.
    private static func candidateRoots() -> [URL] {
        var roots = ExecutablePath.folder().map { [$0.appendingPathComponent(installedRoot)] } ?? []
        roots += ExecutablePath.folderAndAncestors().map { $0.appendingPathComponent("Scenarios") }
        roots.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Scenarios"))
        return roots
    }
}
