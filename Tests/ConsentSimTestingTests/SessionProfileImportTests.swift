// Only ConsentSimTesting (and XCTest): what a team's test that describes its app in code imports.
import Foundation
import XCTest
import ConsentSimTesting

/// `init(profile:seed:start:)` takes a profile the test can name without the simulator's
/// internal modules.
final class SessionProfileImportTests: XCTestCase {
    func testAProfileIsNamedAndBuiltFromConsentSimTestingAlone() {
        var profile = SRTestSession.StudyProfile(appName: "Gait Study", bundleIdentifier: "org.example.gait",
                                                 purpose: "How people walk.", sensors: [.accelerometer],
                                                 entitled: [.accelerometer])
        profile.sensorKitLink = SRTestSession.SensorKitLink.weak
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let session = SRTestSession(profile: profile, seed: 4, start: start)
        XCTAssertEqual(session.profile.appName, "Gait Study")
        XCTAssertEqual(session.profile.sensorKitLink, .weak)
        XCTAssertEqual(session.now, start)
    }
}
