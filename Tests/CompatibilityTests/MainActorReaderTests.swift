import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// A main-actor client of `SRReader` runs under `SRTestSession` without leaving the test's turn.
@MainActor final class MainActorReaderTests: XCTestCase {
    func testAMainActorModelAuthorizesRecordsAndReadsADay() async throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let model = try AmbientLightModel()
        try await model.askAndRecord()
        XCTAssertTrue(model.isAuthorized)
        session.advance(by: 2 * 86_400)
        let now = SRAbsoluteTime.current().rawValue
        try await model.load(from: SRAbsoluteTime(now - 2 * 86_400), to: SRAbsoluteTime(now - 86_400))
        XCTAssertFalse(model.lux.isEmpty)
        XCTAssertEqual(model.failures, 0)

        session.setAuthorizationStatus(.denied, for: .ambientLight)
        session.settle()
        XCTAssertFalse(model.isAuthorized)
        do {
            try await model.load(from: SRAbsoluteTime(now - 2 * 86_400), to: SRAbsoluteTime(now - 86_400))
            XCTFail("the read after the revoke returned")
        } catch let error as SRError {
            XCTAssertEqual(error.code, .noAuthorization)
        }
    }
}
