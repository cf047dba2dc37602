import Foundation
import XCTest
import ConsentSimTesting
import SensorKitSim

/// An iOS update restarts the phone, so the app's process ends there: raising `osVersion` on a
/// used phone did not end it, and the app kept a sheet, readers and a completion no
/// participant's app has after an update.
final class SessionOSUpdateTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    private final class Devices: NSObject, SRSensorReaderDelegate, @unchecked Sendable {
        var lists: [[SRDevice]] = []
        func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { lists.append(devices) }
    }

    func testAnIOSUpdateEndsTheAppsProcessAndKeepsItsData() throws {
        let session = try SRTestSession(study: study)
        session.osVersion = SRTestSession.OSVersion(26, 1)
        session.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        let before = SRSensorReader(sensor: .accelerometer)
        let delegate = Devices()
        before.delegate = delegate
        before.startRecording()
        session.disableDialogs = false
        var completed = false
        SRSensorReader.requestAuthorization(sensors: [.ambientLightSensor]) { _ in completed = true }
        session.settle()
        XCTAssertEqual(session.pendingSheet, [.ambientLightSensor])
        session.advance(by: 2 * 86_400)

        session.osVersion = SRTestSession.OSVersion(27, 0)
        session.settle()
        XCTAssertNil(session.pendingSheet, "the restart closed the sheet unanswered")
        XCTAssertFalse(completed, "the request's process is gone")
        before.fetchDevices()
        session.settle()
        XCTAssertTrue(delegate.lists.isEmpty, "a reader of the process before the update hears nothing")
        XCTAssertTrue(session.systemLog.contains { $0.contains("iOS 26.1 to 27.0") }, "\(session.systemLog)")

        let after = SRSensorReader(sensor: .accelerometer)
        after.delegate = delegate
        after.fetchDevices()
        session.settle()
        XCTAssertEqual(delegate.lists.first?.map(\.model), ["iPhone", "Apple Watch"], "the data and the recording stay")
        XCTAssertEqual(after.authorizationStatus, .authorized)
    }
}
