import Foundation
import XCTest
import ConsentSimTesting
import SensorKitSim

/// `Task.cancel()` and SRReader's async calls (FIDELITY.md, the iOS 27 rows, 6): only the sample
/// streams observe cancellation; the authorization request and the recording calls finish.
final class SessionCancellationTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    func testACancelledTasksCallsFinishButItsSampleLoopReadsNothing() async throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 1
        let reader = try SRReader(sensor: .accelerometer)
        let started = SRAbsoluteTime.current().rawValue
        let setUp = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
            try await reader.startRecording()
        }
        try await setUp.value
        XCTAssertEqual(reader.authorizationStatus, .authorized, "the sheet was answered for the cancelled task")
        session.advance(by: 2 * 86_400)

        let read = Task { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            let request = SRFetchRequest()
            request.from = SRAbsoluteTime(started)
            request.to = SRAbsoluteTime(started + 86_400)
            var n = 0
            for try await response in reader.samples(matching: request) { n += try response.sample.get().count }
            return n
        }
        let cancelled = try await read.value
        XCTAssertEqual(cancelled, 0, "a cancelled task's loop ends before its first batch, without an error")
        let devices = try await reader.devices
        XCTAssertFalse(devices.isEmpty, "recording started in the cancelled task")
    }
}
