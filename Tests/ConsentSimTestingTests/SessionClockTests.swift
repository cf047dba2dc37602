import XCTest
import ConsentSimTesting
import SensorKitSim

/// The clocks a study team's code reads: CoreFoundation's wall clock, spelled as on iOS, and
/// the phone's, which `SRAbsoluteTime.current()` reads and a session may start anywhere.
final class SessionClockTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// iOS code converts a wall time with `CFAbsoluteTimeGetCurrent()`; it compiles on Linux and,
    /// as on macOS, reads the computer's clock, not the phone's.
    func testCFAbsoluteTimeGetCurrentCompilesAndReadsTheWallClock() throws {
        let session = try SRTestSession(study: study, start: Date(timeIntervalSinceReferenceDate: 30 * 86_400))
        let wall: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(wall, Date().timeIntervalSinceReferenceDate, accuracy: 5)
        let yesterday = SRAbsoluteTime.fromCFAbsoluteTime(_cf: CFAbsoluteTimeGetCurrent() - 86_400)
        XCTAssertEqual(yesterday.toCFAbsoluteTime(), wall - 86_400, accuracy: 5)
        XCTAssertNotEqual(SRAbsoluteTime.current().toCFAbsoluteTime(), wall, accuracy: 86_400,
                          "the phone's now is its own clock's, \(session.now)")
    }

    /// A window after the phone's now is refused by the holding period, but said to lie in the
    /// future: "ends after <a day ago>" would hide that it came from another clock.
    func testAWindowInTheFutureIsExplainedAsTheFuture() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        SRSensorReader(sensor: .accelerometer).startRecording()
        session.settle()
        let now = SRAbsoluteTime.current().rawValue
        let ahead = try XCTUnwrap(session.explain(sensor: .accelerometer, device: .current,
                                                  from: SRAbsoluteTime(now + 3600), to: SRAbsoluteTime(now + 7200)))
        XCTAssertEqual(ahead.reason, .holdingPeriod)
        XCTAssertTrue(ahead.description.contains("lies in the future: the phone's clock reads 2 Mar 08:00"), ahead.description)
        let straddling = try XCTUnwrap(session.explain(sensor: .accelerometer, device: .current,
                                                       from: SRAbsoluteTime(now - 3600), to: SRAbsoluteTime(now + 3600)))
        XCTAssertTrue(straddling.description.contains("ends in the future"), straddling.description)
        let recent = try XCTUnwrap(session.explain(sensor: .accelerometer, device: .current,
                                                   from: SRAbsoluteTime(now - 7200), to: SRAbsoluteTime(now - 3600)))
        XCTAssertTrue(recent.description.contains("inside the 24-hour holding period"), recent.description)
        XCTAssertFalse(recent.description.contains("future"), recent.description)
    }

    /// A session on a study folder starts its clock where asked, as one on a profile does.
    func testAStudySessionStartsItsClockWhereAsked() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let session = try SRTestSession(study: study, seed: 3, start: start)
        XCTAssertEqual(session.now, start)
        XCTAssertEqual(session.seed, 3)
        session.clearData()
        XCTAssertEqual(session.now, start, "a fresh install starts there too")
    }
}
