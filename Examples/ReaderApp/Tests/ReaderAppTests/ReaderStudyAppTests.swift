import XCTest
import ConsentSimTesting
import ReaderApp
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// The Reader Study app against a simulated phone: what it records and fetches, and what it
/// does when the participant says no.
final class ReaderStudyAppTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Study").path
    }

    func testAfterTwoDaysTheDailyFetchReadsTheFirstDayFromBothDevices() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 5   // a lighter stream; the app's arithmetic is the same
        var log: [String] = []
        let app = ReaderStudyApp { log.append($0) }
        app.applicationDidFinishLaunching()
        session.settle()
        XCTAssertEqual(session.sheetsShown, [[.ambientLightSensor, .accelerometer]])
        XCTAssertTrue(log.contains("ReaderApp: recording accelerometer"))

        session.advance(by: 2 * 86_400)
        app.fetchNow()
        session.settle()
        let accelerometer = try XCTUnwrap(app.extractor(.accelerometer))
        XCTAssertEqual(accelerometer.completedFetches, 2, "one window from the iPhone, one from the Watch")
        // The first day of recording at 5 Hz, per device, the sample exactly at `to` included.
        XCTAssertEqual(accelerometer.totalSamples, 2 * 86_400 * 5)
        XCTAssertTrue(log.contains("ReaderApp: accelerometer from Apple Watch: \(86_400 * 5) samples"), "\(log)")
    }

    func testTheNextDaysFetchContinuesWithoutGapOrOverlap() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 1
        session.pairedWatch = false
        let app = ReaderStudyApp { _ in }
        app.applicationDidFinishLaunching()
        session.advance(by: 2 * 86_400)
        app.fetchNow()
        session.advance(by: 86_400)
        app.fetchNow()
        session.settle()
        let accelerometer = try XCTUnwrap(app.extractor(.accelerometer))
        XCTAssertEqual(accelerometer.completedFetches, 2)
        // Two whole days at 1 Hz; the boundary sample is read once, by the first fetch.
        XCTAssertEqual(accelerometer.totalSamples, 2 * 86_400)
    }

    func testADeniedSensorIsNeitherRecordedNorFetched() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sheetAnswers = [.accelerometer: .deny]
        var log: [String] = []
        let app = ReaderStudyApp { log.append($0) }
        app.applicationDidFinishLaunching()
        session.advance(by: 2 * 86_400)
        app.fetchNow()
        session.settle()
        XCTAssertFalse(log.contains("ReaderApp: recording accelerometer"))
        XCTAssertTrue(log.contains("ReaderApp: recording ambientLightSensor"))
        XCTAssertEqual(app.extractor(.accelerometer)?.completedFetches, 0)
        XCTAssertGreaterThan(app.extractor(.ambientLightSensor)?.totalSamples ?? 0, 0)
    }
}
