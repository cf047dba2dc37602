import Foundation
import XCTest
import ConsentSimTesting
import SensorKitSim

/// The participant deletes the study's unshared data in Settings, as a study's lifecycle tests
/// need to: the held day is gone for good, what was shared stays, and the app's deletion-record
/// read says so.
final class SessionDeletionTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    private func request(_ from: Double, _ to: Double) -> SRFetchRequest {
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime(from)
        request.to = SRAbsoluteTime(to)
        return request
    }

    private func samples(_ reader: SRReader<SRAccelerometerSensor>, _ from: Double, _ to: Double) async throws -> Int {
        var n = 0
        for try await response in reader.samples(matching: request(from, to)) { n += try response.sample.get().count }
        return n
    }

    func testDeleteUnsharedDataRemovesTheHeldDayAndLeavesAUserInitiatedRecord() async throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 1
        let reader = try SRReader(sensor: .accelerometer)
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        try await reader.startRecording()
        session.advance(by: 3 * 86_400)
        let deletedAt = SRAbsoluteTime.current().rawValue

        XCTAssertEqual(session.deleteUnsharedData(), [.accelerometer])
        XCTAssertTrue(session.systemLog.contains("accelerometer: collected data deleted in Settings (unshared)"), "\(session.systemLog)")
        session.advance(by: 86_400)

        let shared = try await samples(reader, deletedAt - 2 * 86_400, deletedAt - 86_400)
        let held = try await samples(reader, deletedAt - 86_400, deletedAt)
        let since = try await samples(reader, deletedAt, SRAbsoluteTime.current().rawValue - 86_400)
        XCTAssertEqual(shared, 86_400, "data already shared with the study stays")
        XCTAssertEqual(held, 0, "what was in the holding period at the deletion is gone")
        XCTAssertEqual(since, 0, "the window since the deletion is still held")

        var records: [SRDeletionRecord] = []
        for try await response in reader.deletionRecords(matching: request(deletedAt - 1, deletedAt)) {
            records.append(try response.sample.get())
        }
        XCTAssertEqual(records.map(\.reason), [.userInitiated])
        XCTAssertEqual(records.first?.endTime.rawValue, deletedAt)
        XCTAssertEqual(records.first?.startTime.rawValue, deletedAt - 86_400)
    }

    func testDeletingBeforeAnyAnswerDeletesNothingAndSaysSo() throws {
        let session = try SRTestSession(study: study)
        XCTAssertEqual(session.deleteUnsharedData(), [])
        XCTAssertTrue(session.systemLog.contains { $0.contains("nothing was deleted") }, "\(session.systemLog)")
    }
}
