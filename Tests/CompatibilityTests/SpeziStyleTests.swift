import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// The async wrapper runs in a test with no second thread: the session delivers each call's
/// callbacks before the call returns.
final class SpeziStyleTests: XCTestCase {
    func testAsyncWrapperAuthorizesFetchesDevicesAndAWindow() async throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        session.settlesAfterEachCall = true
        let reader = SpeziStyleSensorReader(sensor: .accelerometer)
        try await reader.requestAuthorization()
        XCTAssertEqual(reader.authorizationStatus, .authorized)
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        let devices = try await reader.fetchDevices()
        XCTAssertEqual(devices.map(\.model), ["iPhone", "Apple Watch"])
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 86_400 - 600)
        request.to = SRAbsoluteTime(now.rawValue - 86_400)
        request.device = devices[1]
        let results = try await reader.fetch(request)
        XCTAssertEqual(results.reduce(0) { $0 + $1.count }, 600 * 50)
        XCTAssertTrue(zip(results, results.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
    }

    func testAsyncWrapperSurfacesSensorKitErrors() async throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.settlesAfterEachCall = true
        let reader = SpeziStyleSensorReader(sensor: .accelerometer)
        do {
            _ = try await reader.fetchDevices()
            XCTFail("an undecided sensor has no devices to fetch")
        } catch {
            // `catch let error as NSError` does not match a Swift error on Linux; bridge explicitly.
            let error = error as NSError
            XCTAssertEqual(error.domain, SRErrorDomain)
            XCTAssertEqual(error.code, SRError.Code.noAuthorization.rawValue)
        }
    }
}
