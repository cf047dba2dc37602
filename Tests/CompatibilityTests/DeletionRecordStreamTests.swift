import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// A client names a sensor's deletion records the way Apple's header and documentation do.
final class DeletionRecordStreamTests: XCTestCase {
    func testApplesCallNamesTheStreamAndItsReaderSharesTheSensorsAuthorization() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let documented = try XCTUnwrap(SRSensor.ambientLightSensor.rawValue.sr_sensorForDeletionRecordsFromSensor())
        let header = (SRSensor.ambientLightSensor.rawValue as NSString).sr_sensorForDeletionRecordsFromSensor()
        XCTAssertEqual(documented, header)
        XCTAssertNotEqual(documented, .ambientLightSensor)
        XCTAssertNil(documented.rawValue.sr_sensorForDeletionRecordsFromSensor(), "a stream of deletion records has none")
        SRSensorReader.requestAuthorization(sensors: [.ambientLightSensor]) { _ in }
        session.settle()
        XCTAssertEqual(SRSensorReader(sensor: documented).authorizationStatus, .authorized)
    }
}
