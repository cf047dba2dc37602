import Foundation

/// The real study apps' files under `Fixtures/RealWorld`, located next to this source file
/// because the fixtures are excluded from the test bundle's resources.
enum RealWorldFixture {
    static let beiweStrings = "beiwe/en.lproj/InfoPlist.strings"
    static let mindLAMPStrings = "mindlamp/en.lproj/InfoPlist.strings"
    static let myHeartCountsCatalog = "myheartcounts/InfoPlist.xcstrings"

    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/RealWorld/\(path)")
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }
}
