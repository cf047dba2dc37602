import XCTest
import ConsentSimTesting
import SensorKitSim

/// The app killed while a fetch is under way (`terminateDuringNextFetch`), as the team's code
/// meets it: results stop, nothing completes, and only a new process's readers hear again.
final class SessionTerminationTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    private final class Counter: NSObject, SRSensorReaderDelegate {
        var results = 0
        var completed = 0
        var failed = 0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            results += 1
            return true
        }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { completed += 1 }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) { failed += 1 }
    }

    private func yesterdaysHour() -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current().rawValue
        request.from = SRAbsoluteTime(now - 86_400 - 3600)
        request.to = SRAbsoluteTime(now - 86_400)
        return request
    }

    func testAKilledFetchStopsHalfWayWithNoCallbackAndOnlyANewReaderHearsAgain() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let counter = Counter()
        reader.delegate = counter
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        session.advance(by: 2 * 86_400)

        session.terminateDuringNextFetch()
        XCTAssertTrue(session.terminatesDuringNextFetch)
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertFalse(session.terminatesDuringNextFetch)
        // An hour at 50 Hz is 360 batches of 500: the first half arrived.
        XCTAssertEqual(counter.results, 180)
        XCTAssertEqual(counter.completed + counter.failed, 0, "no didCompleteFetch and no failure after the kill")
        XCTAssertTrue(session.systemLog.contains { $0.contains("terminated during its fetch of accelerometer from the iPhone after 180 results") },
                      "\(session.systemLog)")

        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(counter.results, 180, "the dead process's reader hears nothing again")

        let relaunched = SRSensorReader(sensor: .accelerometer)
        let fresh = Counter()
        relaunched.delegate = fresh
        relaunched.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(fresh.results, 360)
        XCTAssertEqual(fresh.completed, 1)
    }

    func testAKilledAsyncReadEndsTheLoopQuietlyAfterHalfTheWindow() async throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = try SRReader(sensor: .accelerometer)
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        try await reader.startRecording()
        session.advance(by: 2 * 86_400)
        session.terminateDuringNextFetch()
        var read = 0
        for try await _ in reader.samples(matching: yesterdaysHour()) { read += 1 }
        XCTAssertEqual(read, 180)
        var again = 0
        for try await _ in reader.samples(matching: yesterdaysHour()) { again += 1 }
        XCTAssertEqual(again, 0, "the reader belonged to the killed process")
        let relaunched = try SRReader(sensor: .accelerometer)
        for try await _ in relaunched.samples(matching: yesterdaysHour()) { again += 1 }
        XCTAssertEqual(again, 360)
    }
}
