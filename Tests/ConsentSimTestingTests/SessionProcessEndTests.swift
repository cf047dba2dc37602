import XCTest
import SensorKitSim
import CoreMotionSim
@testable import ConsentSimTesting

/// The app's process ending in a session (iOS's kill during a fetch, a Motion & Fitness change
/// in Settings) takes its sheet with it, as on the phone: the dead process's completion never
/// runs, and the relaunched app's request shows the sheet afresh.
final class SessionProcessEndTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    func testAProcessEndingWithTheSheetUpTakesTheSheetWithIt() throws {
        let session = try SRTestSession(study: study)
        var completions = 0
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in completions += 1 }
        session.settle()
        XCTAssertEqual(session.pendingSheet, [.accelerometer])
        session.appProcessEnded()
        XCTAssertNil(session.pendingSheet, "the sheet went with the process")
        XCTAssertFalse(session.answerSheet(), "nothing is left to answer")
        session.settle()
        XCTAssertEqual(completions, 0, "the dead process's completion never runs")
        XCTAssertTrue(session.systemLog.contains { $0.contains("The sheet closed with the app's process, unanswered") }, "\(session.systemLog)")
        // The relaunched app asks again: a sheet of its own, not a busy refusal.
        var error: Error?
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { error = $0; completions += 1 }
        session.settle()
        XCTAssertEqual(session.pendingSheet, [.accelerometer])
        XCTAssertTrue(session.answerSheet())
        session.settle()
        XCTAssertEqual(completions, 1)
        XCTAssertNil(error)
    }
}

/// A crash ends the app's process by the same rule as a kill: CoreMotion's assertion (here
/// CMSensorRecorder's on a reversed range) ends the app on a device, so its SensorKit readers
/// read nothing more, while the log says why.
final class SessionCrashTests: XCTestCase {
    private final class Counter: NSObject, SRSensorReaderDelegate {
        var results = 0, completed = 0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool { results += 1; return true }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { completed += 1 }
    }

    func testAnAppThatCrashedInCoreMotionReadsNoMoreSensorKitData() throws {
        let study = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let before = Counter()
        reader.delegate = before
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 2 * 86_400)
        request.to = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)

        _ = CMSensorRecorder().accelerometerData(from: session.now, to: session.now.addingTimeInterval(-3600))
        XCTAssertTrue(session.systemLog.contains { $0.contains("startTime must be <= to endTime") }, "\(session.systemLog)")
        reader.fetch(request)
        session.settle()
        XCTAssertEqual(before.results, 0, "a crashed app's reader reads nothing")
        XCTAssertEqual(before.completed, 0)

        // The relaunched app's own reader reads the day.
        let relaunched = SRSensorReader(sensor: .accelerometer)
        let after = Counter()
        relaunched.delegate = after
        relaunched.fetch(request)
        session.settle()
        XCTAssertEqual(after.completed, 1)
        XCTAssertGreaterThan(after.results, 0)

        // So does its CoreMotion: a manager made after the crash is answered (CoreMotion's side
        // stayed crashed, every later call "ignored: … has crashed and is not running").
        var answered = false
        CMMotionActivityManager().queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { _, _ in
            answered = true
        }
        session.settle()
        XCTAssertTrue(answered, "\(session.systemLog.suffix(3))")
        XCTAssertFalse(session.systemLog.contains { $0.contains("has crashed and is not running") }, "\(session.systemLog)")
    }
}
