import Foundation
import XCTest
import ConsentSimTesting
import SensorKitSim

/// A usage report covers only time the phone recorded: the first report after recording starts
/// (enrolment mid-interval, or a restart after a stop) begins where recording did, and its
/// `duration` says so, rather than counting the part of its interval before recording.
final class SessionFirstReportTests: XCTestCase {
    private static let usage: [SRSensor] = [.deviceUsageReport, .messagesUsageReport, .phoneUsageReport, .keyboardMetrics]
    private static let profile = SRTestSession.StudyProfile(
        appName: "Usage", bundleIdentifier: "org.example.usage", purpose: "How people use their phones.",
        sensors: usage, entitled: Set(usage))

    private func request(_ from: Double, _ to: Double) -> SRFetchRequest {
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime(from)
        request.to = SRAbsoluteTime(to)
        return request
    }

    /// Each report's start (`timestamp − duration`), end and duration, in order.
    private func spans<S: SRDataSensor>(_ sensor: S, _ from: Double, _ to: Double,
                                        duration: (S.Sample) -> TimeInterval) async throws -> [(start: Double, end: Double, duration: Double)] {
        let reader = try SRReader(sensor: sensor)
        var out: [(Double, Double, Double)] = []
        for try await response in reader.samples(matching: request(from, to)) {
            let d = duration(try response.sample.get())
            out.append((response.timestamp.rawValue - d, response.timestamp.rawValue, d))
        }
        return out
    }

    /// Equal to the millisecond: wall and continuous times meet through the boot time.
    private func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

    private func startRecording() async throws {
        try await SRReader(sensor: .deviceUsage).startRecording()
        try await SRReader(sensor: .messagesUsage).startRecording()
        try await SRReader(sensor: .phoneUsage).startRecording()
        try await SRReader(sensor: .keyboardMetrics).startRecording()
    }

    func testTheFirstReportsAfterEnrolmentCoverOnlyTheTimeSinceRecordingBegan() async throws {
        let session = SRTestSession(profile: Self.profile)
        session.disableDialogs = true
        // Enrolment at 08:07: mid quarter hour, and sixteen hours before the daily reports close.
        session.advance(by: 7 * 60)
        try await SRAuthorizationStatus.requestAuthorization(for: [.deviceUsage, .messagesUsage, .phoneUsage, .keyboardMetrics])
        try await startRecording()
        let began = SRAbsoluteTime.current().rawValue
        session.advance(by: 3 * 86_400)
        let from = began - 86_400, to = began + 2 * 86_400

        let messages = try await spans(.messagesUsage, from, to) { $0.duration }
        let phone = try await spans(.phoneUsage, from, to) { $0.duration }
        for (name, reports) in [("messages", messages), ("phone", phone)] {
            XCTAssertEqual(reports.count, 2, "\(name): \(reports)")
            XCTAssertTrue(close(reports.first?.start, began), "\(name): the first daily report starts at enrolment, not the midnight before")
            XCTAssertTrue(close(reports.first?.duration, 16 * 3600 - 7 * 60), "\(name): enrolment to midnight")
            XCTAssertEqual(reports.last?.duration, 86_400, "\(name): a whole recorded day")
        }
        let device = try await spans(.deviceUsage, from, to) { $0.duration }
        XCTAssertTrue(close(device.first?.start, began), "the quarter hour's report starts at enrolment: \(device.prefix(2))")
        XCTAssertTrue(close(device.first?.duration, 8 * 60))
        XCTAssertTrue(device.dropFirst().allSatisfy { $0.duration == 900 })
        let keyboard = try await spans(.keyboardMetrics, from, to) { $0.duration }
        XCTAssertTrue(!keyboard.isEmpty)
        XCTAssertTrue(keyboard.allSatisfy { $0.start >= began && $0.duration <= 900 }, "\(keyboard.prefix(2))")
        withExtendedLifetime(session) {}
    }

    func testAReportAfterRecordingRestartsCoversOnlyTheTimeSinceTheRestart() async throws {
        let session = SRTestSession(profile: Self.profile)
        session.disableDialogs = true
        try await SRAuthorizationStatus.requestAuthorization(for: [.deviceUsage, .messagesUsage, .phoneUsage, .keyboardMetrics])
        try await startRecording()
        // Stopped at 10:03, started again at 10:20: the 10:15 report was never closed, the
        // 10:30 one holds ten minutes.
        session.advance(by: 2 * 3600 + 3 * 60)
        let stopped = SRAbsoluteTime.current().rawValue
        try await SRReader(sensor: .deviceUsage).stopRecording()
        session.advance(by: 17 * 60)
        try await SRReader(sensor: .deviceUsage).startRecording()
        let restarted = SRAbsoluteTime.current().rawValue
        session.advance(by: 2 * 86_400)

        let device = try await spans(.deviceUsage, stopped - 3600, restarted + 3600) { $0.duration }
        XCTAssertTrue(!device.contains { $0.end > stopped && $0.end <= restarted }, "nothing recorded closes a report in the gap")
        let after = try XCTUnwrap(device.first { $0.end > restarted })
        XCTAssertTrue(close(after.start, restarted))
        XCTAssertTrue(close(after.duration, 10 * 60))
        XCTAssertTrue(device.filter { $0.end <= stopped }.allSatisfy { $0.duration == 900 })
        withExtendedLifetime(session) {}
    }
}
