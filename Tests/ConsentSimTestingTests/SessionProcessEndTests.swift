import XCTest
import SensorKitSim
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
