import XCTest
import ConsentSimTesting
import SensorKitSim

/// Faults as a study team's tests set them up: injected errors and the phone locked, seen by
/// the team's own delegate and async code.
final class SessionFaultTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// What a delegate heard: results, completions, and each failure's code.
    private final class Probe: NSObject, SRSensorReaderDelegate {
        var results = 0
        var completed = 0
        var fetchErrors: [SRError.Code] = []
        var recordingErrors: [SRError.Code] = []
        var deviceErrors: [SRError.Code] = []
        var devices: [SRDevice]?
        /// Called after each result, so a test can lock the phone in the middle of a fetch.
        var afterResult: (Int) -> Void = { _ in }

        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            results += 1
            afterResult(results)
            return true
        }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { completed += 1 }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
            fetchErrors.append((error as! SRError).code)
        }
        func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
            recordingErrors.append((error as! SRError).code)
        }
        func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices = devices }
        func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
            deviceErrors.append((error as! SRError).code)
        }
    }

    /// A session whose app allowed and recorded the accelerometer for two days.
    private func recordingSession() throws -> (SRTestSession, SRSensorReader, Probe) {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let probe = Probe()
        reader.delegate = probe
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        return (session, reader, probe)
    }

    private func yesterdaysHour() -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 86_400 - 3600)
        request.to = SRAbsoluteTime(now.rawValue - 86_400)
        return request
    }

    func testAnInjectedFetchErrorFailsTheNextCallsAndThenSensorKitAnswersAgain() throws {
        let (session, reader, probe) = try recordingSession()
        session.setSimulatedError(SRError(.fetchRequestInvalid), forAPI: .fetch, sensor: .accelerometer, times: 2)
        XCTAssertEqual(session.simulatedErrorsLeft(forAPI: .fetch, sensor: .accelerometer), 2)
        for _ in 0..<3 { reader.fetch(yesterdaysHour()) }
        session.settle()
        XCTAssertEqual(probe.fetchErrors, [.fetchRequestInvalid, .fetchRequestInvalid])
        XCTAssertEqual(probe.completed, 1, "the third fetch is SensorKit's own again")
        XCTAssertGreaterThan(probe.results, 0)
        XCTAssertEqual(session.simulatedErrorsLeft(forAPI: .fetch, sensor: .accelerometer), 0)
        XCTAssertTrue(session.systemLog.contains("fetch(accelerometer): injected error → fetchRequestInvalid (3)"), "\(session.systemLog)")
    }

    func testAnErrorForAnotherSensorLeavesThisOneAlone() throws {
        let (session, reader, probe) = try recordingSession()
        session.setSimulatedError(SRError(.noAuthorization), forAPI: .fetch, sensor: .ambientLightSensor)
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(probe.fetchErrors, [])
        XCTAssertEqual(probe.completed, 1)
    }

    func testInjectedErrorsReachStartRecordingFetchDevicesAndRequestAuthorization() throws {
        let (session, reader, probe) = try recordingSession()
        session.setSimulatedError(SRError(.noAuthorization), forAPI: .startRecording)
        session.setSimulatedError(SRError(.dataInaccessible), forAPI: .fetchDevices, sensor: .accelerometer)
        session.setSimulatedError(SRError(.promptDeclined), forAPI: .requestAuthorization)
        reader.startRecording()
        reader.fetchDevices()
        var requestError: Error?
        SRSensorReader.requestAuthorization(sensors: [.ambientLightSensor]) { requestError = $0 }
        session.settle()
        XCTAssertEqual(probe.recordingErrors, [.noAuthorization])
        XCTAssertEqual(probe.deviceErrors, [.dataInaccessible])
        XCTAssertEqual((requestError as? SRError)?.code, .promptDeclined)
        XCTAssertEqual(session.sheetsShown, [[.accelerometer]], "the failed request showed no sheet")
    }

    /// A team injects the error its code must tell apart, such as a cancelled sheet (8196 under
    /// `promptDeclined`) from a request for sensors already answered (8201): the error its code
    /// receives is the one given, with its underlying error and description, not a bare code.
    func testAnInjectedErrorArrivesWithItsUserInfo() async throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let cancelled = NSError(domain: SRErrorDomain, code: 8196)
        session.setSimulatedError(SRError(.promptDeclined, userInfo: [NSUnderlyingErrorKey: cancelled,
                                                                      NSLocalizedDescriptionKey: "Sheet cancelled"]),
                                  forAPI: .requestAuthorization)
        var received: Error?
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { received = $0 }
        session.settle()
        let error = try XCTUnwrap(received) as NSError
        XCTAssertEqual(error.domain, SRErrorDomain)
        XCTAssertEqual(error.code, SRError.Code.promptDeclined.rawValue)
        XCTAssertEqual((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code, 8196)
        XCTAssertEqual(error.localizedDescription, "Sheet cancelled")

        try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor()])
        let reader = try SRReader(sensor: .accelerometer)
        session.setSimulatedError(SRError(.dataInaccessible, userInfo: ["study.reason": "locked"]), forAPI: .fetch)
        do {
            for try await _ in reader.samples(matching: yesterdaysHour()) {}
            XCTFail("the injected error should be thrown")
        } catch {
            XCTAssertEqual((error as NSError).userInfo["study.reason"] as? String, "locked")
        }
    }

    func testNilOrResetRemovesAnInjection() throws {
        let (session, reader, probe) = try recordingSession()
        session.setSimulatedError(SRError(.dataInaccessible), forAPI: .fetch)
        session.setSimulatedError(nil, forAPI: .fetch)
        session.setSimulatedError(SRError(.dataInaccessible), forAPI: .fetchDevices)
        session.lock()
        session.resetToDefaultState()
        XCTAssertFalse(session.isLocked)
        reader.fetch(yesterdaysHour())
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(probe.fetchErrors + probe.deviceErrors, [])
        XCTAssertEqual(probe.devices?.count, 2)
    }

    func testALockedPhoneFailsFetchesWithDataInaccessibleUntilTheLockEnds() throws {
        let (session, reader, probe) = try recordingSession()
        session.lock(for: 2 * 3600)
        reader.fetch(yesterdaysHour())
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(probe.fetchErrors, [.dataInaccessible])
        XCTAssertEqual(probe.deviceErrors, [.dataInaccessible])
        session.advance(by: 2 * 3600)
        XCTAssertFalse(session.isLocked, "the lock ends by itself after its duration")
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(probe.completed, 1)
        XCTAssertEqual(Array(session.systemLog.suffix(1)), ["Phone unlocked"])
    }

    func testALockBetweenTheCallAndTheAnswerFailsTheFetch() throws {
        let (session, reader, probe) = try recordingSession()
        reader.fetch(yesterdaysHour())
        session.lock()
        session.settle()
        XCTAssertEqual(probe.fetchErrors, [.dataInaccessible])
        XCTAssertEqual(probe.results, 0)
    }

    func testALockDuringAFetchEndsItAtTheNextResultKeepingWhatWasDelivered() throws {
        let (session, reader, probe) = try recordingSession()
        probe.afterResult = { n in if n == 3 { session.lock() } }
        reader.fetch(yesterdaysHour())
        session.settle()
        XCTAssertEqual(probe.results, 3)
        XCTAssertEqual(probe.fetchErrors, [.dataInaccessible])
        XCTAssertEqual(probe.completed, 0, "a failed fetch does not also complete")
    }

    func testTheAsyncReaderThrowsWhenLockedMidStreamAndWhenInjected() async throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = try SRReader(sensor: .accelerometer)
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        try await reader.startRecording()
        session.advance(by: 2 * 86_400)
        var read = 0
        do {
            for try await _ in reader.samples(matching: yesterdaysHour()) {
                read += 1
                if read == 2 { session.lock() }
            }
            XCTFail("the stream should throw once the phone locks")
        } catch let error as SRError {
            XCTAssertEqual(error.code, .dataInaccessible)
        }
        XCTAssertEqual(read, 2)
        session.unlock()
        session.setSimulatedError(SRError(.invalidEntitlement), forAPI: .fetch)
        do {
            for try await _ in reader.samples(matching: yesterdaysHour()) { XCTFail("no sample after an injected error") }
            XCTFail("the injected error should be thrown")
        } catch let error as SRError {
            XCTAssertEqual(error.code, .invalidEntitlement)
        }
        var again = 0
        for try await _ in reader.samples(matching: yesterdaysHour()) { again += 1 }
        XCTAssertGreaterThan(again, 0, "one failure was asked for; the next read is SensorKit's")
    }
}
