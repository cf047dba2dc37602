import XCTest
import ConsentSimTesting
import SensorKitSim

/// Background App Refresh and Low Power Mode as a team's test sets them: the app's registered
/// background refresh stops being called, `explain` says no fetch ran, foreground fetches read.
final class SessionBackgroundRefreshTests: XCTestCase {
    private func hour(endingDaysAgo days: Double) -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current().rawValue
        request.from = SRAbsoluteTime(now - days * 86_400 - 3600)
        request.to = SRAbsoluteTime(now - days * 86_400)
        return request
    }

    /// A relaunch (`loadState(from:)`) is a new process: the refresh registered before it is not
    /// called until the relaunched app registers again, as an app does at each launch on iOS.
    func testARelaunchDropsTheRegistrationUntilTheAppRegistersAgain() throws {
        let session = try SRTestSession(study: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ExtractorStudy").path)
        var wakes = 0
        session.registerBackgroundRefresh { wakes += 1 }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-\(UUID().uuidString).json").path
        try session.saveState(to: path)
        try session.loadState(from: path)
        session.advance(by: 86_400)
        XCTAssertEqual(wakes, 0)
        session.registerBackgroundRefresh { wakes += 1 }
        session.advance(by: 86_400)
        XCTAssertEqual(wakes, 1)
    }

    func testLowPowerModeStopsTheBackgroundRefreshAndExplainSaysNoFetchRan() throws {
        let (session, reader, counter) = try recordingSession()
        var wakes = 0
        session.registerBackgroundRefresh { wakes += 1 }
        session.advance(by: 86_400)
        XCTAssertEqual(wakes, 1, "one 03:00 a day")
        XCTAssertNil(session.explain(sensor: .accelerometer, device: .current, from: hour(endingDaysAgo: 1.5).from,
                                     to: hour(endingDaysAgo: 1.5).to))

        session.lowPowerModeEnabled = true
        session.advance(by: 2 * 86_400)
        XCTAssertEqual(wakes, 1, "Low Power Mode turns background refresh off")
        XCTAssertEqual(session.skippedBackgroundRefreshes.count, 2)
        XCTAssertTrue(session.systemLog.contains { $0.contains("Low Power Mode is on") }, "\(session.systemLog)")
        let window = hour(endingDaysAgo: 1)
        let why = session.explain(sensor: .accelerometer, device: .current, from: window.from, to: window.to)
        XCTAssertEqual(why?.reason, .noFetchRan)
        XCTAssertTrue(why?.description.contains("Low Power Mode is on") ?? false, why?.description ?? "")

        // The app open in the foreground still reads it.
        reader.fetch(window)
        session.settle()
        XCTAssertEqual(counter.completed, 1)
        XCTAssertGreaterThan(counter.results, 0)

        session.lowPowerModeEnabled = false
        session.advance(by: 86_400)
        XCTAssertEqual(wakes, 2)
        XCTAssertNil(session.explain(sensor: .accelerometer, device: .current, from: window.from, to: window.to))
    }

    func testBackgroundAppRefreshOffForTheAppSkipsEveryWakeUntilResetToDefaultState() throws {
        let (session, _, _) = try recordingSession()
        var wakes = 0
        session.backgroundAppRefreshEnabled = false
        session.registerBackgroundRefresh(atSecondsAfterMidnight: 4 * 3600) { wakes += 1 }
        session.advance(by: 3 * 86_400)
        XCTAssertEqual(wakes, 0)
        XCTAssertEqual(session.skippedBackgroundRefreshes.map { Int($0.timeIntervalSince1970) % 86_400 }, [14_400, 14_400, 14_400])
        XCTAssertTrue(session.systemLog.contains { $0.contains("Background App Refresh is off for") }, "\(session.systemLog)")
        session.resetToDefaultState()
        XCTAssertTrue(session.backgroundAppRefreshEnabled)
        session.advance(by: 86_400)
        XCTAssertEqual(wakes, 1)
    }

    func testClearDataKeepsTheSwitchesAndDropsTheRegistration() throws {
        let (session, _, _) = try recordingSession()
        var wakes = 0
        session.registerBackgroundRefresh { wakes += 1 }
        session.lowPowerModeEnabled = true
        session.clearData()
        XCTAssertTrue(session.lowPowerModeEnabled)
        session.lowPowerModeEnabled = false
        session.advance(by: 2 * 86_400)
        XCTAssertEqual(wakes, 0, "a fresh install has registered nothing")
    }

    /// What the documentation of `registerBackgroundRefresh` says of async work: the handler runs
    /// at each wake, a `Task` it starts only once the test awaits, with the clock at the end of
    /// the `advance(by:)`; advancing a day at a time and awaiting between reads at each wake.
    @MainActor
    func testATaskTheHandlerStartsRunsWhenTheTestAwaitsNotAtTheWake() async throws {
        let session = try SRTestSession(study: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ExtractorStudy").path)
        var wakes: [Double] = [], reads: [Double] = []
        session.registerBackgroundRefresh {
            wakes.append(SRAbsoluteTime.current().rawValue)
            Task { reads.append(SRAbsoluteTime.current().rawValue) }
        }
        session.advance(by: 2 * 86_400)
        for _ in 0..<3 { await Task.yield() }
        let end = SRAbsoluteTime.current().rawValue
        XCTAssertEqual(wakes.count, 2)
        XCTAssertEqual(reads, [end, end], "both tasks ran after advance(by:) returned")

        wakes = []; reads = []
        for _ in 0..<2 {
            session.advance(by: 86_400)
            for _ in 0..<3 { await Task.yield() }
        }
        XCTAssertEqual(wakes.count, 2)
        XCTAssertEqual(reads.count, 2)
        XCTAssertLessThan(reads[0], wakes[1], "a day at a time, the first wake's task ran before the second wake")
    }
}
