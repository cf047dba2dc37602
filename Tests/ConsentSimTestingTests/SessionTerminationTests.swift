import XCTest
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim

/// The app killed while a fetch is under way (`terminateDuringNextFetch`), as the team's code
/// meets it: results stop, nothing completes, and only a new process's readers hear again.
final class SessionTerminationTests: XCTestCase {
    private func yesterdaysHour() -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current().rawValue
        request.from = SRAbsoluteTime(now - 86_400 - 3600)
        request.to = SRAbsoluteTime(now - 86_400)
        return request
    }

    func testAKilledFetchStopsHalfWayWithNoCallbackAndOnlyANewReaderHearsAgain() throws {
        let (session, reader, counter) = try recordingSession()

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

        let (relaunched, fresh) = countingReader()
        relaunched.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(fresh.results, 360)
        XCTAssertEqual(fresh.completed, 1)
    }

    /// A Motion & Fitness status given before the app ever asked is a test's setup, not a
    /// Settings change (an app that never asked has no switch there): nothing is quit, and the
    /// readers and managers made before it keep working.
    func testAMotionStatusGivenBeforeTheAppAskedQuitsNothing() throws {
        let session = try SRTestSession(study: extractorStudy)
        session.disableDialogs = true
        let (reader, heard) = countingReader()
        let manager = CMMotionActivityManager()
        session.setMotionAuthorizationStatus(.authorized)
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        reader.fetchDevices()
        var answers = 0
        manager.queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { _, _ in answers += 1 }
        session.settle()
        XCTAssertEqual(heard.devices, 1, "the reader made before the status was given still hears its calls")
        XCTAssertEqual(answers, 1, "and so does the motion manager")
        XCTAssertFalse(session.systemLog.contains { $0.contains("the app is relaunched") }, "\(session.systemLog)")
    }

    /// iOS quits an app whose privacy permission changes in Settings (api-audit C9): the same
    /// end of the process as a kill, so a fetch in flight and old managers answer nothing.
    func testAMotionPermissionChangeEndsTheProcessAsAKillDoes() throws {
        let (session, reader, heard) = try recordingSession(days: 0)
        let oldManager = CMMotionActivityManager()
        var oldAnswers = 0
        oldManager.queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { _, _ in oldAnswers += 1 }
        session.settle()
        XCTAssertEqual(oldAnswers, 1)
        session.advance(by: 2 * 86_400)

        reader.fetchDevices()
        reader.fetch(yesterdaysHour())              // both in flight in the old process
        session.setMotionAuthorizationStatus(.denied)
        session.settle()
        XCTAssertEqual(heard.devices + heard.results + heard.completed + heard.failed, 0,
                       "the quit app's reader hears nothing of what it asked before the relaunch")
        oldManager.queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { _, _ in oldAnswers += 1 }
        session.settle()
        XCTAssertEqual(oldAnswers, 1, "a manager of the quit process is never answered")
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(heard.results, 0, "nor is its reader, later")

        let (relaunched, fresh) = countingReader()
        relaunched.fetch(yesterdaysHour())
        var newError: Int?
        CMMotionActivityManager().queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) {
            _, error in newError = (error as NSError?)?.code
        }
        session.settle()
        XCTAssertEqual(fresh.results, 360)
        XCTAssertEqual(fresh.completed, 1)
        XCTAssertEqual(newError, Int(CMErrorMotionActivityNotAuthorized.rawValue), "the relaunched app's manager is answered")
    }

    func testAKilledAsyncReadEndsTheLoopQuietlyAfterHalfTheWindow() async throws {
        let session = try SRTestSession(study: extractorStudy)
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

    /// A reader kept from the killed process acts no more than it hears, as the motion managers
    /// do: its stopRecording() stopped the app's recording (and an SRReader's devices answered),
    /// though only the relaunched app's own readers can act for it.
    func testAReaderOfTheKilledProcessNoLongerActsForTheApp() async throws {
        let (session, reader, counter) = try recordingSession()
        let asyncReader = try SRReader(sensor: .accelerometer)
        session.terminateDuringNextFetch()
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertFalse(session.terminatesDuringNextFetch)
        XCTAssertEqual(counter.results, 180)

        reader.stopRecording()
        try await asyncReader.stopRecording()
        session.settle()
        XCTAssertFalse(session.systemLog.contains { $0.contains("recording stopped") }, "\(session.systemLog)")
        let devices = try await asyncReader.devices
        XCTAssertEqual(devices, [], "the dead process's reader hears no devices")

        session.advance(by: 2 * 86_400)
        let (relaunched, fresh) = countingReader()
        relaunched.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(fresh.results, 360, "the app's recording went on: the dead readers' stops did nothing")

        session.setAuthorizationStatus(.denied, for: .accelerometer)
        session.settle()
        XCTAssertEqual(relaunched.authorizationStatus, .denied)
        XCTAssertEqual(asyncReader.authorizationStatus, .authorized, "the dead process's reader hears no change in Settings")
    }
}

