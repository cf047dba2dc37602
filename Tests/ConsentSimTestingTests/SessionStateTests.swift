import XCTest
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim
import Simulation

/// `SRTestSession.saveState(to:)` and `loadState(from:)` write and read the files the demo and
/// scenarios use, so a test can start from a participant who answered long ago.
final class SessionStateTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var study: String { fixtures.appendingPathComponent("Fixtures/ExtractorStudy").path }
    private var walkingParticipant: String {
        fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/flows/participants/walking-v1-visits-denied.json").path
    }

    private func file() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json").path
    }

    /// Background App Refresh off and Low Power Mode on are the participant's, and come back
    /// with them: a loaded session had both at their defaults, and the app was woken again.
    func testTheBackgroundSwitchesLoadWithTheParticipant() throws {
        let path = file()
        let first = try SRTestSession(study: study)
        first.backgroundAppRefreshEnabled = false
        first.lowPowerModeEnabled = true
        try first.saveState(to: path)
        let second = try SRTestSession(study: study)
        try second.loadState(from: path)
        XCTAssertFalse(second.backgroundAppRefreshEnabled)
        XCTAssertTrue(second.lowPowerModeEnabled)
    }

    /// Fitness Tracking off and an unpaired Watch are the participant's too, and the session's
    /// settings say so after a load: they read true (the defaults) while the loaded phone had
    /// Fitness Tracking off and no Watch, and a later clearData() put a Watch and Fitness
    /// Tracking back on the fresh phone.
    func testFitnessTrackingAndTheWatchLoadWithTheParticipant() throws {
        let path = file()
        let first = try SRTestSession(study: study)
        first.fitnessTrackingEnabled = false
        first.pairedWatch = false
        try first.saveState(to: path)
        let second = try SRTestSession(study: study)
        try second.loadState(from: path)
        XCTAssertFalse(second.fitnessTrackingEnabled)
        XCTAssertFalse(second.pairedWatch)
        XCTAssertEqual(CMMotionActivityManager.authorizationStatus(), .restricted)
        second.clearData()
        XCTAssertEqual(CMMotionActivityManager.authorizationStatus(), .restricted, "the fresh phone keeps the setting")
    }

    /// A participant whose iPhone ran iOS 18 is not loaded onto a session on iOS 17.4: iOS never
    /// goes back. On a later one (the default) they load, as after an update.
    func testAParticipantIsNotLoadedOntoAnEarlierIOS() throws {
        let path = file()
        let first = try SRTestSession(study: study)
        first.osVersion = SRTestSession.OSVersion(18)
        try first.saveState(to: path)
        let earlier = try SRTestSession(study: study)
        earlier.osVersion = SRTestSession.OSVersion(17, 4)
        XCTAssertThrowsError(try earlier.loadState(from: path)) { error in
            XCTAssertTrue("\(error)".contains("ran iOS 18.0 (as this file says), and this phone runs iOS 17.4, an earlier one"), "\(error)")
            XCTAssertTrue("\(error)".contains("so resume them on iOS 18.0 or later (set the session's osVersion to it, or a later iOS, "
                                              + "before loadState(from:))"), "\(error)")
        }
        let later = try SRTestSession(study: study)
        XCTAssertNoThrow(try later.loadState(from: path))
        XCTAssertEqual(later.osVersion, .current)
    }

    /// What one session saved, another loads: statuses, the clock and the data recorded before.
    func testASavedParticipantLoadsWithTheirAnswersClockAndData() throws {
        let path = file()
        let first = try SRTestSession(study: study, seed: 4)
        first.disableDialogs = true
        first.sheetAnswers = [.ambientLightSensor: .deny]
        let reader = SRSensorReader(sensor: .accelerometer)
        SRSensorReader.requestAuthorization(sensors: [.accelerometer, .ambientLightSensor]) { _ in }
        first.settle()
        reader.startRecording()
        first.advance(by: 3 * 86_400)
        let savedAt = first.now
        try first.saveState(to: path)

        let second = try SRTestSession(study: study)
        try second.loadState(from: path)
        XCTAssertEqual(second.now, savedAt)
        XCTAssertEqual(second.seed, 4)
        XCTAssertEqual(SRSensorReader(sensor: .accelerometer).authorizationStatus, .authorized)
        XCTAssertEqual(SRSensorReader(sensor: .ambientLightSensor).authorizationStatus, .denied)

        final class Count: NSObject, SRSensorReaderDelegate {
            var results = 0
            func sensorReader(_ reader: SRSensorReader, fetching request: SRFetchRequest, didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
                results += 1
                return true
            }
        }
        let again = SRSensorReader(sensor: .accelerometer)
        let count = Count()
        again.delegate = count
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 2 * 86_400)
        request.to = SRAbsoluteTime(now.rawValue - 86_400)
        request.device = SRDevice.current
        again.fetch(request)
        second.settle()
        XCTAssertGreaterThan(count.results, 0, "data recorded before the save is fetchable after the load")
    }

    func testAnotherAppsParticipantIsRefusedAndChangesNothing() throws {
        let session = try SRTestSession(study: study)
        let before = session.now
        XCTAssertThrowsError(try session.loadState(from: walkingParticipant)) { error in
            XCTAssertTrue("\(error)".contains("a participant of org.example.walkingstudy"), "\(error)")
            XCTAssertTrue("\(error)".contains("walking-v1-visits-denied.json"), "\(error)")
        }
        XCTAssertEqual(session.now, before)
    }

    /// A participant of the app's Xcode project, loaded into a session of its plain folder whose
    /// identifier only stands in for $(PRODUCT_BUNDLE_IDENTIFIER): the refusal says how to make
    /// the two one app, where it named only the two identifiers.
    func testAStandInIdentifierSaysHowToGiveTheRealOne() throws {
        let realWorld = fixtures.deletingLastPathComponent().appendingPathComponent("StudyConfigTests/Fixtures/RealWorld")
        let path = file()
        let project = try SRTestSession(study: realWorld.appendingPathComponent("myheartcounts-xcode").path)
        try project.saveState(to: path)
        let folder = try SRTestSession(study: realWorld.appendingPathComponent("myheartcounts").path)
        XCTAssertThrowsError(try folder.loadState(from: path)) { error in
            XCTAssertTrue("\(error)".contains("a participant of edu.stanford.MyHeartCounts"), "\(error)")
            XCTAssertTrue("\(error)".contains("org.example.myheartcounts stands in for $(PRODUCT_BUNDLE_IDENTIFIER), which nothing there "
                                              + "defines: give the real one with --set PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts"), "\(error)")
        }
    }

    /// The other way round: a participant saved from the plain folder, whose identifier only stood
    /// in, loaded into a session of the Xcode project. The file keeps what its identifier stood in
    /// for, so the refusal says so and how a participant that resumes here is saved (it named only the two
    /// identifiers).
    func testAParticipantSavedUnderAStandInSaysSo() throws {
        let realWorld = fixtures.deletingLastPathComponent().appendingPathComponent("StudyConfigTests/Fixtures/RealWorld")
        let path = file()
        let folder = try SRTestSession(study: realWorld.appendingPathComponent("myheartcounts").path)
        try folder.saveState(to: path)
        let project = try SRTestSession(study: realWorld.appendingPathComponent("myheartcounts-xcode").path)
        XCTAssertThrowsError(try project.loadState(from: path)) { error in
            XCTAssertTrue("\(error)".contains("a participant of org.example.myheartcounts"), "\(error)")
            XCTAssertTrue("\(error)".contains("they were saved from a study where org.example.myheartcounts stood in for "
                                              + "$(PRODUCT_BUNDLE_IDENTIFIER): a participant saved with "
                                              + "--set PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts resumes here"), "\(error)")
        }
    }

    /// A participant saved on version 2.0 is not loaded into a session of version 1.0, as the
    /// demo and scenarios refuse it: an update never installs an earlier version.
    func testAParticipantOfALaterVersionIsRefused() throws {
        let studies = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/studies")
        let path = file()
        let v2 = try SRTestSession(study: studies.appendingPathComponent("walking-study-v2").path)
        try v2.saveState(to: path)
        let v1 = try SRTestSession(study: studies.appendingPathComponent("walking-study-v1").path)
        let before = v1.now
        XCTAssertThrowsError(try v1.loadState(from: path)) { error in
            XCTAssertTrue("\(error)".contains("saved with version 2.0 of the app, and this study is version 1.0, an earlier one"), "\(error)")
        }
        XCTAssertEqual(v1.now, before)
    }

    /// What `consent-sim state` prints of a short recording: minutes, not "0.0 h".
    func testAShortRecordingIsSummedUpInMinutes() throws {
        let path = file()
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        session.advance(by: 150)
        reader.stopRecording()
        session.settle()
        try session.saveState(to: path)
        let lines = try ParticipantFile.read(path).summaryLines
        XCTAssertTrue(lines.contains { $0.hasPrefix("  accelerometer:") && $0.contains("recorded before: 2 min") }, "\(lines)")
    }

    /// Saving to a folder, or to no path at all, says so, rather than calling the folder "not a
    /// regular file (a link, a FIFO or a device)" or naming an empty path.
    func testSavingToAFolderOrToNoPathSaysWhatWasGiven() throws {
        let session = try SRTestSession(study: study)
        let folder = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try session.saveState(to: folder)) { error in
            XCTAssertEqual("\(error)", "\(folder): is a folder; name the file to write the saved participant to "
                           + "(\(URL(fileURLWithPath: folder).appendingPathComponent("participant.json").path))")
        }
        XCTAssertThrowsError(try session.saveState(to: "")) { error in
            XCTAssertEqual("\(error)", "no file named: give the path of the file to write the saved participant to")
        }
    }

    func testABrokenFileIsRefusedNamingIt() throws {
        let path = file()
        try Data("{\"format\": \"consent-sim participant\", \"version\": 1, \"app\": ".utf8).write(to: URL(fileURLWithPath: path))
        let session = try SRTestSession(study: study)
        XCTAssertThrowsError(try session.loadState(from: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": not a saved participant"), "\(error)")
        }
    }
}
