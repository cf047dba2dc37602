import XCTest
import Testing
import ConsentSimTesting
import SensorKitSim

/// `SRTestSession.device`: on an iPad there is no SensorKit.framework, and a team's code that
/// calls SensorKit without checking is seen failing.
final class SessionDeviceTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    private final class Probe: NSObject, SRSensorReaderDelegate {
        var fetchErrors: [SRError.Code] = []
        var recordingErrors: [SRError.Code] = []
        var deviceErrors: [SRError.Code] = []
        var completed = 0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool { true }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { completed += 1 }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
            fetchErrors.append((error as! SRError).code)
        }
        func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
            recordingErrors.append((error as! SRError).code)
        }
        func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
            deviceErrors.append((error as! SRError).code)
        }
    }

    func testOnAnIPadEverySensorKitCallFailsAndTheLogSaysWhy() throws {
        let session = try SRTestSession(study: study)
        XCTAssertEqual(session.device, .iphone)
        session.device = .ipad
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let probe = Probe()
        reader.delegate = probe
        var requestError: Error?
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { requestError = $0 }
        reader.startRecording()
        reader.fetchDevices()
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 3600)
        request.to = now
        reader.fetch(request)
        session.settle()
        XCTAssertEqual((requestError as? SRError)?.code, .dataInaccessible)
        XCTAssertEqual(session.sheetsShown, [], "no sheet on an iPad")
        XCTAssertEqual(probe.recordingErrors, [.dataInaccessible])
        XCTAssertEqual(probe.deviceErrors, [.dataInaccessible])
        XCTAssertEqual(probe.fetchErrors, [.dataInaccessible])
        XCTAssertEqual(probe.completed, 0)
        XCTAssertTrue(session.systemLog.contains { $0.contains("requestAuthorization: SensorKit.framework is not on this iPad") },
                      "\(session.systemLog)")
        let why = session.explain(sensor: .accelerometer, device: SRDevice.current, from: request.from, to: request.to)
        XCTAssertEqual(why?.reason, .unavailableOnDevice)
    }

    /// The log's advice must work under the simulator too. Foundation on Linux knows no Apple
    /// framework, so `Bundle(identifier: "com.apple.SensorKit")` is nil on the simulated iPhone
    /// as well: a team that adds the check as the log said, unguarded, skips SensorKit on every
    /// phone and sees no sheet at all. The line says to keep the check under
    /// `#if canImport(SensorKit)`, where it runs on iOS only.
    func testTheBundleCheckTheLogAdvisesIsOneThatKeepsTheSimulatedIPhoneWorking() throws {
        let session = try SRTestSession(study: study)
        XCTAssertNil(Bundle(identifier: "com.apple.SensorKit"), "Foundation here cannot see a simulated framework")
        session.device = .ipad
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        let line = try XCTUnwrap(session.systemLog.first { $0.contains("SensorKit.framework is not on this iPad") })
        XCTAssertTrue(line.contains("#if canImport(SensorKit)"), line)
        XCTAssertTrue(line.contains("nil on the simulated iPhone too"), line)
    }

    func testOnAnIPadSRReaderThrows() throws {
        let session = try SRTestSession(study: study)
        session.device = .ipad
        XCTAssertThrowsError(try SRReader(sensor: .accelerometer)) { error in
            XCTAssertEqual((error as? SRError)?.code, .dataInaccessible)
        }
        session.resetToDefaultState()
        XCTAssertEqual(session.device, .iphone)
        XCTAssertNoThrow(try SRReader(sensor: .accelerometer))
    }

    /// `SRDevice.current` on an iPad answered an iPhone (`model` "iPhone", `systemName` "iOS"):
    /// a team's code that stamps its uploads with the current device, or fetches with an unset
    /// `device`, read an iPhone the app is not on, and the log said nothing. It is the iPad now,
    /// logged as every SensorKit call there is.
    func testOnAnIPadTheCurrentDeviceIsTheIPadAndTheLogSaysWhy() throws {
        let session = try SRTestSession(study: study)
        let iPhone = SRDevice.current
        session.device = .ipad
        let current = SRDevice.current
        XCTAssertEqual(current.model, "iPad")
        XCTAssertEqual(current.systemName, "iPadOS")
        XCTAssertEqual(current.systemVersion, SRTestSession.OSVersion.current.description)
        XCTAssertNotEqual(current, iPhone)
        XCTAssertEqual(SRFetchRequest().device, current, "an unset device reads the current one")
        let line = try XCTUnwrap(session.systemLog.first { $0.hasPrefix("SRDevice.current:") }, "\(session.systemLog)")
        XCTAssertTrue(line.contains("SensorKit.framework is not on this iPad"), line)
        XCTAssertTrue(line.hasSuffix("The simulator answers with the iPad's own details"), line)
    }

    func testTheDeviceOutlivesClearData() throws {
        let session = try SRTestSession(study: study)
        session.device = .ipad
        session.clearData()
        var requestError: Error?
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { requestError = $0 }
        session.settle()
        XCTAssertEqual((requestError as? SRError)?.code, .dataInaccessible)
    }

    /// A used phone does not become an iPad, but a fresh install on one does.
    func testTheDeviceChangesAfterAFreshInstall() throws {
        let session = try SRTestSession(study: study)
        session.advance(by: 60)
        session.clearData()
        session.device = .ipad
        XCTAssertThrowsError(try SRReader(sensor: .accelerometer))
    }

    /// `SRDevice.current` reports the iOS the session's phone runs, and a new one after an update.
    func testTheIPhoneReportsTheSessionsIOSVersionAndAnUpdate() throws {
        let session = try SRTestSession(study: study)
        XCTAssertEqual(SRDevice.current.systemVersion, SRTestSession.OSVersion.current.description)
        session.osVersion = SRTestSession.OSVersion(17, 4)
        XCTAssertEqual(SRDevice.current.systemName, "iOS")
        XCTAssertEqual(SRDevice.current.systemVersion, "17.4")
    }

    /// SensorKit builds `SRDevice.current` from `UIDevice.current`, whose `name` is the generic
    /// model name from iOS 16 on (the name the participant gave the phone needs an entitlement
    /// apps do not have): a study's iPhone is "iPhone", as `fetchDevices` lists it too. Before
    /// iOS 16 it is the participant's own name for it.
    func testTheIPhonesNameIsTheModelNameFromIOS16() throws {
        let session = try SRTestSession(study: study)
        XCTAssertEqual(SRDevice.current.name, "iPhone")
        XCTAssertEqual(SRDevice.current.model, "iPhone")
        session.osVersion = SRTestSession.OSVersion(16, 0)
        XCTAssertEqual(SRDevice.current.name, "iPhone")
        session.osVersion = SRTestSession.OSVersion(15, 4)
        XCTAssertEqual(SRDevice.current.name, "Participant’s iPhone")
    }
}

/// Each case runs in a process of its own (Swift Testing runs suites in parallel, and one phone
/// is installed per process).
@Suite struct SessionDeviceStopTests {
    /// An app's answers and data do not move from an iPhone to an iPad. `device` changed after
    /// the app had asked and recorded, without a word: the same phone then failed every call as
    /// an iPad, with the iPhone's answers and data still in it.
    @Test func changingTheDeviceAfterTheAppRanStopsTheTestNamingTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let study = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
            let session = try SRTestSession(study: study)
            session.disableDialogs = true
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
            session.settle()
            session.device = .ipad
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRTestSession.device cannot change from iphone to ipad after the phone was used"), "\(text)")
        #expect(text.contains("clearData()"), "\(text)")
    }
}
