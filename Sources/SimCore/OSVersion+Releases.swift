/// The iOS releases a phone may run here: every major release that has SensorKit, each up to
/// its last minor release. One table, so `--ios`, a scenario's `ios:` and the messages that
/// list them agree.
extension OSVersion {
    /// Each major release and its last minor release (patch releases are not listed). Apple
    /// numbered the release after iOS 18 as iOS 26 (2025), so there is no 19 to 25. The last
    /// minor releases of 14 to 18 are Apple's; 26's is our assumption, and 27's is the one in
    /// beta now (FIDELITY.md).
    static let releases: [(major: Int, lastMinor: Int)] = [
        (14, 8), (15, 8), (16, 7), (17, 7), (18, 7), (26, 7), (27, 2),
    ]

    /// The majors whose last minor release in `releases` is our assumption, not Apple's: a minor
    /// after it is one the simulator does not know, not one Apple never released.
    static let lastMinorAssumed: Set<Int> = [26]

    /// The current major release's minor release in beta, if any: a phone may run it, as a
    /// team testing ahead of its release does.
    static let inBeta = OSVersion(27, 2)

    /// The most patch releases any minor release had: iOS 16.7.12 (2025), the long security
    /// tail of a major for phones the next one left behind (15.7.9, 15.8.5); a minor release
    /// still current has had at most a few (17.0.3, 18.3.2). Past it, `27.1.99` is a typo, not
    /// a phone (FIDELITY.md: the bound is ours, Apple's list is not this table's).
    static let mostPatches = 12

    /// Whether Apple released `version` (or has it in beta), ignoring its patch number.
    static func isRelease(_ version: OSVersion) -> Bool {
        releases.contains { $0.major == version.major && version.minor <= $0.lastMinor }
    }

    /// Whether a release's patch number is one it may have: none for the minor release in beta,
    /// at most `mostPatches` for any other.
    static func isPlausiblePatch(_ version: OSVersion) -> Bool {
        OSVersion(version.major, version.minor) == inBeta ? version.patch == 0 : version.patch <= mostPatches
    }

    /// The releases as a message lists them: `iOS 14.0–14.8, 15.0–15.8, … and 27.0–27.2 (there
    /// is no iOS 19 to 25; 27.2 is in beta; a phone runs 27.1 unless told)`.
    static var releasesText: String {
        let ranges = releases.map { "\($0.major).0–\($0.major).\($0.lastMinor)" }
        return "iOS " + ranges.dropLast().joined(separator: ", ") + " and " + ranges[ranges.count - 1]
            + " (there is no iOS 19 to 25; \(inBeta) is in beta; a phone runs \(current) unless told)"
    }
}
