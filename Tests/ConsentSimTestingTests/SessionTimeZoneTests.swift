import Foundation
import XCTest
import ConsentSimTesting
import SensorKitSim

/// The phone's day is UTC's (FIDELITY.md): a team's lifecycle tests that cross midnight read
/// the day boundary where UTC puts it, and the background refresh wakes at its UTC time of day.
final class SessionTimeZoneTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    private func utcHour(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar.component(.hour, from: date)
    }

    private func samples(_ reader: SRReader<SRAccelerometerSensor>, _ from: Double, _ to: Double) async throws -> Int {
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime(from)
        request.to = SRAbsoluteTime(to)
        var n = 0
        for try await response in reader.samples(matching: request) { n += try response.sample.get().count }
        return n
    }

    func testTheBackgroundRefreshWakesAtItsUTCTimeOfDay() throws {
        let session = try SRTestSession(study: study)
        var wakes: [Date] = []
        session.registerBackgroundRefresh(atSecondsAfterMidnight: 3 * 3600) { wakes.append(session.now) }
        session.advance(by: 2 * 86_400)
        XCTAssertEqual(wakes.map(utcHour), [3, 3])
    }

    /// Two reads that meet at midnight (UTC) read every sample of the two hours around it once.
    func testReadsMeetingAtMidnightReadEachSampleOnce() async throws {
        let session = try SRTestSession(study: study) // Monday 2 March 2026, 08:00 UTC
        session.disableDialogs = true
        session.pairedWatch = false
        session.sampleRates.accelerometerHz = 1
        let reader = try SRReader(sensor: .accelerometer)
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        try await reader.startRecording()
        let started = SRAbsoluteTime.current().rawValue
        session.advance(by: 3 * 86_400)
        let midnight = started + 16 * 3600
        let before = try await samples(reader, midnight - 3600, midnight)
        let after = try await samples(reader, midnight, midnight + 3600)
        XCTAssertEqual(before, 3600)
        XCTAssertEqual(after, 3600)
    }
}
