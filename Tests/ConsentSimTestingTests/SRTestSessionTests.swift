import XCTest
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim
import Simulation

/// The session's knobs, each seen the way the app's own code would see it.
final class SRTestSessionTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// A request's completion, once it has run.
    private final class Outcome {
        var completed = false
        var error: Error?
    }

    @discardableResult
    private func request(_ sensors: Set<SRSensor>) -> Outcome {
        let outcome = Outcome()
        SRSensorReader.requestAuthorization(sensors: sensors) { outcome.completed = true; outcome.error = $0 }
        return outcome
    }

    func testTheStudysAppIsInstalled() throws {
        let session = try SRTestSession(study: study)
        XCTAssertEqual(session.profile.appName, "Extractor Study")
        XCTAssertEqual(session.profile.bundleIdentifier, "org.example.extractorstudy")
        XCTAssertEqual(session.profile.entitled, [.accelerometer, .ambientLightSensor, .deviceUsageReport])
    }

    func testAStudyThatCannotBeReadIsAnErrorNamingIt() {
        XCTAssertThrowsError(try SRTestSession(study: study + "-missing")) { error in
            XCTAssertTrue("\(error)".contains("ExtractorStudy-missing"), "\(error)")
        }
    }

    func testDialogsWaitForTheTestUnlessDisabled() throws {
        let session = try SRTestSession(study: study)
        XCTAssertFalse(session.answerSheet(), "the app has not asked yet: nothing to answer")
        XCTAssertFalse(session.answerMotionAlert(), "no alert is waiting")
        let outcome = request([.accelerometer, .ambientLightSensor])
        session.settle()
        XCTAssertEqual(session.pendingSheet, [.ambientLightSensor, .accelerometer])
        XCTAssertFalse(outcome.completed, "the completion waits for the participant")
        session.sheetAnswers = [.ambientLightSensor: .deny]
        XCTAssertTrue(session.answerSheet())
        XCTAssertFalse(session.answerSheet(), "the sheet was answered once")
        XCTAssertFalse(session.cancelSheet(), "an answered sheet cannot be cancelled")
        session.settle()
        XCTAssertNil(session.pendingSheet)
        XCTAssertTrue(outcome.completed)
        XCTAssertNil(outcome.error)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .authorized)
        XCTAssertEqual(SRSensorReader(sensor: .ambientLightSensor).authorizationStatus, .denied)
    }

    /// A Required sensor answered Don't Allow raises the Required alert, which offers only Change
    /// Choice or Don't Enroll in Study: a participant who keeps the decline does not enroll, so
    /// the request completes with promptDeclined and no answer is stored. The session answered
    /// the Required sensor denied and the others allowed, a state the sheet never leaves.
    func testDecliningARequiredSensorDoesNotEnroll() throws {
        let gait = StudyProfile(appName: "Gait", bundleIdentifier: "org.example.gait", purpose: "How people walk.",
                                sensors: [.accelerometer, .ambientLightSensor], required: [.accelerometer],
                                entitled: [.accelerometer, .ambientLightSensor])
        let session = SRTestSession(profile: gait)
        session.disableDialogs = true
        session.sheetAnswers = [.accelerometer: .deny]
        let headless = request([.accelerometer, .ambientLightSensor])
        session.settle()
        XCTAssertEqual((headless.error as? SRError)?.code, .promptDeclined)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .notDetermined)
        XCTAssertEqual(SRSensorReader(sensor: .ambientLightSensor).authorizationStatus, .notDetermined)
        XCTAssertTrue(session.systemLog.contains { $0.contains("Don't Enroll") || $0.contains("Don’t Enroll") }, "\(session.systemLog)")

        session.disableDialogs = false
        let tapped = request([.accelerometer, .ambientLightSensor])
        session.settle()
        XCTAssertTrue(session.answerSheet())
        session.settle()
        XCTAssertEqual((tapped.error as? SRError)?.code, .promptDeclined, "answerSheet() keeps the decline the same way")
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .notDetermined)

        session.sheetAnswers = [:]
        let allowed = request([.accelerometer, .ambientLightSensor])
        session.settle()
        XCTAssertTrue(session.answerSheet())
        session.settle()
        XCTAssertNil(allowed.error)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .authorized)
    }

    func testDisabledDialogsUseTheDefaultAnswer() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.defaultAnswer = .deny
        session.sheetAnswers = [.deviceUsageReport: .allow]
        request([.accelerometer, .deviceUsageReport])
        session.settle()
        XCTAssertEqual(session.sheetsShown, [[.accelerometer, .deviceUsageReport]])
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .denied)
        XCTAssertEqual(SRSensorReader(sensor: .deviceUsageReport).authorizationStatus, .authorized)
    }

    /// On a phone the status changes when the sheet is dismissed, after `requestAuthorization`
    /// returned: a disabled dialog is a tap on the run loop's next turn, not an answer inside the call.
    func testDisabledDialogsAnswerOnTheNextTurnNotInsideTheRequest() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        final class Recording: NSObject, SRSensorReaderDelegate {
            var started = 0
            var failures: [SRError.Code] = []
            var changes: [SRAuthorizationStatus] = []
            func sensorReaderWillStartRecording(_ reader: SRSensorReader) { started += 1 }
            func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
                failures.append((error as! SRError).code)
            }
            func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
                changes.append(authorizationStatus)
            }
        }
        let reader = SRSensorReader(sensor: .accelerometer)
        let probe = Recording()
        reader.delegate = probe
        let outcome = request([.accelerometer])
        XCTAssertEqual(reader.authorizationStatus, .notDetermined, "the sheet is still on screen")
        XCTAssertFalse(outcome.completed)
        reader.startRecording()                     // without waiting for the completion
        session.settle()
        XCTAssertTrue(outcome.completed)
        XCTAssertEqual(probe.changes, [.authorized])
        XCTAssertEqual(probe.failures, [.noAuthorization], "as on a phone, recording asked before the answer fails")
        XCTAssertEqual(probe.started, 0)
        reader.startRecording()
        session.settle()
        XCTAssertEqual(probe.started, 1)
    }

    /// The Motion & Fitness alert too: the status stays undecided until the run loop turns.
    func testDisabledMotionAlertIsAnsweredOnTheNextTurn() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let manager = CMMotionActivityManager()
        var answered = false
        manager.queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { _, _ in
            answered = true
        }
        XCTAssertEqual(CMMotionActivityManager.authorizationStatus(), .notDetermined)
        XCTAssertTrue(session.pendingMotionAlert)
        session.settle()
        XCTAssertEqual(CMMotionActivityManager.authorizationStatus(), .authorized)
        XCTAssertTrue(answered)
    }

    func testCancellingTheSheetDeclinesTheRequest() throws {
        let session = try SRTestSession(study: study)
        let outcome = request([.accelerometer])
        session.cancelSheet()
        session.settle()
        let error = try XCTUnwrap(outcome.error as? SRError)
        XCTAssertEqual(error.code, .promptDeclined)
    }

    func testSettingsChangesReachTheAppsReaders() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        final class Changes: NSObject, SRSensorReaderDelegate {
            var seen: [SRAuthorizationStatus] = []
            func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
                seen.append(authorizationStatus)
            }
        }
        let reader = SRSensorReader(sensor: .accelerometer)
        let changes = Changes()
        reader.delegate = changes
        request([.accelerometer])
        session.settle()
        session.setAuthorizationStatus(.denied, for: .accelerometer)
        XCTAssertEqual(changes.seen, [.authorized], "nothing arrives before the queue is settled")
        session.settle()
        XCTAssertEqual(changes.seen, [.authorized, .denied])
    }

    /// A ported async test that awaits a continuation its delegate resumes, with
    /// `settlesAfterEachCall` off, waited for ever with no word. The session now writes which
    /// call's callbacks wait and what to set, once, and says nothing of callbacks settled in time.
    func testCallbacksNothingDeliversAreReportedNamingTheCallAndTheSetting() throws {
        let session = try SRTestSession(study: study)
        session.unsettledCallWarningDelay = 0.05
        session.disableDialogs = true
        request([.accelerometer])
        session.settle()
        let reader = SRSensorReader(sensor: .accelerometer)
        reader.fetchDevices()
        Thread.sleep(forTimeInterval: 0.5)
        let reports = session.unsettledCallReports
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("SRSensorReader.fetchDevices() left callbacks queued") == true, "\(reports)")
        XCTAssertTrue(reports.first?.contains("session.settlesAfterEachCall = true") == true, "\(reports)")
        session.settle()
        reader.fetchDevices()
        session.settle()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(session.unsettledCallReports.count, 1, "callbacks settled in time are not reported")
    }

    /// StoreKitTest's meaning: `resetToDefaultState()` reverts the settings and keeps the data.
    func testResetRevertsTheSettingsAndKeepsThePhonesData() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.defaultAnswer = .deny
        session.sheetAnswers = [.accelerometer: .allow]
        session.motionAnswer = .deny
        session.pairedWatch = false
        session.fitnessTrackingEnabled = false
        session.sampleRates.accelerometerHz = 5
        session.settlesAfterEachCall = true
        request([.accelerometer])
        session.advance(by: 3600)
        let later = session.now
        session.resetToDefaultState()
        XCTAssertFalse(session.disableDialogs)
        XCTAssertEqual(session.defaultAnswer, .allow)
        XCTAssertEqual(session.sheetAnswers, [:])
        XCTAssertEqual(session.motionAnswer, .allow)
        XCTAssertTrue(session.pairedWatch)
        XCTAssertTrue(session.fitnessTrackingEnabled)
        XCTAssertEqual(CMPedometer.authorizationStatus(), .notDetermined, "Fitness Tracking is back on")
        XCTAssertEqual(session.sampleRates, SRTestSession.SampleRates())
        XCTAssertFalse(session.settlesAfterEachCall)
        XCTAssertEqual(session.now, later, "the clock is the phone's, not a setting")
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .authorized, "the answer is kept")
        XCTAssertEqual(session.sheetsShown, [[.accelerometer]])
    }

    /// A phone on iOS 17.0 has no ECG: the sheet leaves it out and it stays undetermined;
    /// `resetToDefaultState()` brings back the current iOS, which asks for it.
    func testTheOSVersionDecidesWhichSensorsTheSheetAsksAndResetRevertsIt() {
        let cardio = StudyProfile(appName: "Cardio", bundleIdentifier: "org.example.cardio", purpose: "Heart rhythm.",
                                  sensors: [.heartRate, .electrocardiogram], entitled: [.heartRate, .electrocardiogram])
        let session = SRTestSession(profile: cardio)
        XCTAssertEqual(session.osVersion, SRTestSession.OSVersion.current)
        session.osVersion = SRTestSession.OSVersion(17)
        session.disableDialogs = true
        request([.heartRate, .electrocardiogram])
        session.settle()
        XCTAssertEqual(session.sheetsShown, [[.heartRate]])
        XCTAssertEqual(SRSensorReader(sensor: .electrocardiogram).authorizationStatus, .notDetermined)
        session.resetToDefaultState()
        XCTAssertEqual(session.osVersion, .current)
        session.disableDialogs = true
        request([.electrocardiogram])
        session.settle()
        XCTAssertEqual(session.sheetsShown.last, [.electrocardiogram])
    }

    /// StoreKitTest's `clearTransactions()`: `clearData()` wipes the phone and keeps the settings.
    func testClearDataWipesThePhoneAndKeepsTheSettings() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.pairedWatch = false
        let start = session.now
        request([.accelerometer])
        session.advance(by: 3600)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .authorized)
        session.clearData()
        XCTAssertEqual(session.now, start)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .notDetermined)
        XCTAssertEqual(session.sheetsShown, [])
        XCTAssertTrue(session.disableDialogs)
        XCTAssertFalse(session.pairedWatch)
        XCTAssertEqual(yesterdaysHour(session).devices, ["iPhone"], "the fresh phone has no Watch either")
    }

    func testChangingTheSeedAfterTheAppUsedThePhoneIsAnError() throws {
        let session = try SRTestSession(study: study, seed: 5)
        let reader = SRSensorReader(sensor: .accelerometer)
        XCTAssertThrowsError(try session.setSeed(6)) { error in
            XCTAssertEqual(error as? SRTestSession.Error, .seedChangedAfterUse(current: 5, requested: 6))
            XCTAssertTrue("\(error)".contains("after the phone was used"), "\(error)")
        }
        XCTAssertEqual(session.seed, 5, "nothing changed")
        withExtendedLifetime(reader) {}
        session.advance(by: 60)
        XCTAssertThrowsError(try session.setSeed(6))
        session.clearData()
        XCTAssertNoThrow(try session.setSeed(6))
        XCTAssertEqual(session.seed, 6)
        XCTAssertNoThrow(try session.setSeed(6), "the same seed again changes nothing")
    }

    /// Counts the iPhone's accelerometer samples in the hour that ended a day ago, and names the
    /// devices with data.
    private func yesterdaysHour(_ session: SRTestSession) -> (samples: Int, first: Double?, devices: [String]) {
        final class Counter: NSObject, SRSensorReaderDelegate {
            var samples = 0
            var first: Double?
            var devices: [String] = []
            func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices = devices.map(\.model) }
            func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                              didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
                let batch = result.sample as! [CMRecordedAccelerometerData]
                if first == nil { first = batch.first?.acceleration.x }
                samples += batch.count
                return true
            }
        }
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let counter = Counter()
        reader.delegate = counter
        request([.accelerometer])
        session.settle()
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 86_400 - 3600)
        request.to = SRAbsoluteTime(now.rawValue - 86_400)
        reader.fetch(request)
        reader.fetchDevices()
        session.settle()
        return (counter.samples, counter.first, counter.devices)
    }

    func testSampleRatesAreSetPerSensor() throws {
        let session = try SRTestSession(study: study)
        session.sampleRates.accelerometerHz = 10
        XCTAssertEqual(yesterdaysHour(session).samples, 3600 * 10)
    }

    /// What the documentation of `sampleRates` says: samples are built when read, so a change
    /// reaches a window recorded before it, and `resetToDefaultState()` brings the default back.
    func testARateChangeReachesDaysAlreadyRecorded() throws {
        final class Samples: NSObject, SRSensorReaderDelegate {
            var count = 0
            func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                              didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
                count += (result.sample as! [CMRecordedAccelerometerData]).count
                return true
            }
        }
        let session = try SRTestSession(study: study)
        session.sampleRates.accelerometerHz = 10
        XCTAssertEqual(yesterdaysHour(session).samples, 3600 * 10)
        let hour = SRFetchRequest()
        hour.from = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400 - 3600)
        hour.to = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)
        let reader = SRSensorReader(sensor: .accelerometer)
        let samples = Samples()
        reader.delegate = samples
        session.sampleRates.accelerometerHz = 5
        reader.fetch(hour)
        session.settle()
        XCTAssertEqual(samples.count, 3600 * 5, "the same hour, read again after the change")
        session.resetToDefaultState()
        samples.count = 0
        reader.fetch(hour)
        session.settle()
        XCTAssertEqual(samples.count, 3600 * 50, "and at FIDELITY.md's 50 Hz after resetToDefaultState()")
    }

    func testTheSameSeedGivesTheSameSamplesAndAnotherSeedOthers() throws {
        let a = try SRTestSession(study: study, seed: 5)
        let first = yesterdaysHour(a).first
        a.clearData()
        XCTAssertEqual(yesterdaysHour(a).first, first)
        a.clearData()
        try a.setSeed(6)
        XCTAssertNotEqual(yesterdaysHour(a).first, first)
    }

    /// `pairedWatch = false` after the Watch recorded: `fetchDevices` still lists the Watch, as
    /// SensorKit lists the devices that hold stored data (its data stays in the phone's store),
    /// and stops once that data is older than the 7-day look-back. The property's documentation
    /// said only that a paired Watch's data shows up, so a team read the listing as a bug.
    func testAnUnpairedWatchIsListedUntilItsDataAgesOut() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let probe = DevicesProbe()
        reader.delegate = probe
        request([.accelerometer])
        session.settle()
        reader.startRecording()
        session.advance(by: 86_400)
        session.pairedWatch = false
        session.advance(by: 6 * 86_400)
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(probe.devices.map(\.model), ["iPhone", "Apple Watch"], "its data is still within the look-back")
        session.advance(by: 86_400 + 60)
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(probe.devices.map(\.model), ["iPhone"], "its last data aged out of the look-back")
    }

    func testWithoutAPairedWatchOnlyThePhoneHasData() throws {
        let session = try SRTestSession(study: study)
        session.pairedWatch = false
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let probe = DevicesProbe()
        reader.delegate = probe
        request([.accelerometer])
        session.settle()
        reader.startRecording()
        session.advance(by: 86_400)
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(probe.devices.map(\.model), ["iPhone"])
    }

    func testMotionAnswerAndFitnessTracking() throws {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.motionAnswer = .deny
        let manager = CMMotionActivityManager()
        var code: Int?
        let now = session.now
        manager.queryActivityStarting(from: now.addingTimeInterval(-3600), to: now, to: .main) { _, error in
            code = (error as NSError?)?.code
        }
        session.settle()
        XCTAssertEqual(session.motionAlertsShown, 1)
        XCTAssertEqual(code, Int(CMErrorMotionActivityNotAuthorized.rawValue))
        XCTAssertEqual(CMMotionActivityManager.authorizationStatus(), .denied)
        session.fitnessTrackingEnabled = false
        XCTAssertEqual(CMPedometer.authorizationStatus(), .restricted)
        XCTAssertEqual(CMSensorRecorder.authorizationStatus(), .restricted)
    }
}

/// Keeps the devices a reader's last `fetchDevices` listed.
private final class DevicesProbe: NSObject, SRSensorReaderDelegate {
    var devices: [SRDevice] = []
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices = devices }
}
