import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import CoreMotionSim

/// The extractor-style client authorizes, records, waits two days, walks devices and windows,
/// and reads batches through Apple's casts, with the counts SensorKit's rules give.
final class ExtractorAppTests: XCTestCase {
    private let hour = 3600.0

    func testAuthorizeRecordAdvanceTwoDaysAndReadAccelerometerBatchesFromEachDevice() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let accelerometer = AccelerometerExtractor()
        var completion: [Error?] = []
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { completion.append($0) }
        session.settle()
        XCTAssertEqual(completion.count, 1)
        XCTAssertNil(completion.first ?? nil)
        XCTAssertEqual(accelerometer.reader.authorizationStatus, .authorized)
        XCTAssertEqual(accelerometer.statusChanges, [.authorized])

        accelerometer.startRecording()
        session.settle()
        XCTAssertTrue(accelerometer.isRecording)
        let recordingStart = session.now

        session.advance(by: 2 * 86_400)
        accelerometer.reader.fetchDevices()
        session.settle()
        XCTAssertEqual(accelerometer.devices.map(\.model), ["iPhone", "Apple Watch"])
        XCTAssertEqual(accelerometer.devices.first, SRDevice.current)

        // The first hour after recording began, from each device: SensorKit's 24-hour hold has passed.
        for device in accelerometer.devices {
            accelerometer.fetch(from: recordingStart, to: recordingStart.addingTimeInterval(hour), device: device)
        }
        session.settle()
        XCTAssertEqual(accelerometer.errors.count, 0)
        XCTAssertEqual(accelerometer.completedFetches, 2)
        // 50 Hz for an hour, the sample exactly at `to` included (the window is (from, to]), per
        // device; batches of 500 on a grid that starts at the recording's start.
        XCTAssertEqual(accelerometer.samples, 2 * 3600 * 50)
        XCTAssertEqual(accelerometer.batches, 2 * 360)
        let first = try XCTUnwrap(accelerometer.firstSample)
        XCTAssertEqual(first.startDate.timeIntervalSince(recordingStart), 0.02, accuracy: 1e-6)
        XCTAssertEqual(first.timestamp, SRAbsoluteTime.fromCFAbsoluteTime(_cf: first.startDate.timeIntervalSinceReferenceDate).rawValue,
                       accuracy: 1e-6)
        XCTAssertEqual(first.acceleration.z, -1, accuracy: 0.2, "a phone lying still reads gravity on z")
    }

    func testFetchingInsideTheHoldingPeriodReturnsNothingYet() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let accelerometer = AccelerometerExtractor()
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        accelerometer.startRecording()
        session.advance(by: 12 * hour)
        accelerometer.fetch(from: session.now.addingTimeInterval(-12 * hour), to: session.now, device: SRDevice.current)
        session.settle()
        XCTAssertEqual(accelerometer.completedFetches, 1)
        XCTAssertEqual(accelerometer.samples, 0, "data younger than 24 hours is held back")
    }

    func testObjectSensorsCastToApplesClasses() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let light = AmbientLightExtractor()
        let usage = DeviceUsageExtractor()
        SRSensorReader.requestAuthorization(sensors: [.ambientLightSensor, .deviceUsageReport]) { _ in }
        session.settle()
        light.startRecording()
        usage.startRecording()
        session.advance(by: 2 * 86_400)
        let from = session.now.addingTimeInterval(-48 * hour), to = session.now.addingTimeInterval(-24 * hour)
        light.fetch(from: from, to: to, device: SRDevice.current)
        usage.fetch(from: from, to: to, device: SRDevice.current)
        session.settle()
        XCTAssertFalse(light.luxValues.isEmpty)
        XCTAssertTrue(light.luxValues.allSatisfy { $0 >= 0 })
        // Device usage comes in 15-minute reports, only while the participant is awake: at most
        // 95 in a day (the one ending exactly at `to` is not returned), and most of the waking ones.
        XCTAssertLessThanOrEqual(usage.reports.count, 95)
        XCTAssertGreaterThanOrEqual(usage.reports.count, 48)
        XCTAssertTrue(usage.reports.allSatisfy { $0.duration == 15 * 60 })
    }

    func testDenyingInTheSheetFailsTheFetchWithNoAuthorization() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        session.sheetAnswers = [.accelerometer: .deny]
        let accelerometer = AccelerometerExtractor()
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        XCTAssertEqual(accelerometer.reader.authorizationStatus, .denied)
        accelerometer.fetch(from: session.now.addingTimeInterval(-hour), to: session.now, device: SRDevice.current)
        session.settle()
        let error = try XCTUnwrap(accelerometer.errors.first as NSError?)
        XCTAssertEqual(error.domain, SRErrorDomain)
        XCTAssertEqual(error.code, SRError.Code.noAuthorization.rawValue)
    }

    func testTimeConversionsRoundTripOnTheSessionsClock() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        let now = SRAbsoluteTime.current()
        XCTAssertEqual(now.toCFAbsoluteTime(), session.now.timeIntervalSinceReferenceDate, accuracy: 1e-6)
        session.advance(by: 90)
        XCTAssertEqual(SRAbsoluteTime.current().rawValue - now.rawValue, 90, accuracy: 1e-9)
    }
}
