import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim

/// One phone is installed per process: a session, or a reader or manager made on its phone,
/// used after another phone took its place stops the test with the rule, instead of reading
/// another test's phone (Swift Testing's parallel tests) or a dead one without a word. Each
/// case runs in a process of its own, so it cannot disturb the tests around it.
@Suite struct SessionExclusivityTests {
    static var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// What the trap says, whatever the call: the rule, and the two ways to keep Swift Testing
    /// to it (`.serialized` on each suite alone still runs two suites at once).
    private static func namesTheRule(_ text: String) -> Bool {
        text.contains("one simulated phone runs per process")
            && text.contains("inside one @Suite(.serialized) suite") && text.contains("swift test --no-parallel")
    }

    #if DEBUG
    @Test func aSessionUsedAfterAnotherWasMadeStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            let second = try SRTestSession(study: SessionExclusivityTests.study)   // a parallel test's
            second.settle()
            first.advance(by: 60)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRTestSession.advance(by:) was called on a session whose phone is no longer installed"), "\(text)")
        #expect(Self.namesTheRule(text), "\(text)")
    }

    /// A setting changed on a replaced session would switch a dead phone's Watch without a word.
    @Test func aSettingOfAReplacedSessionStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            let second = try SRTestSession(study: SessionExclusivityTests.study)
            first.pairedWatch = false
            withExtendedLifetime(second) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRTestSession.pairedWatch was called on a session whose phone is no longer installed"), "\(text)")
    }

    /// Reading a replaced session's clock would build a test's window from a phone nobody uses
    /// (the new session's clock reads otherwise) without a word.
    @Test func theClockOfAReplacedSessionStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            let second = try SRTestSession(study: SessionExclusivityTests.study)
            second.advance(by: 86_400)
            _ = first.now
            withExtendedLifetime(second) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRTestSession.now was called on a session whose phone is no longer installed"), "\(text)")
        #expect(Self.namesTheRule(text), "\(text)")
    }

    /// The same for what a replaced session says of its faults: the dead phone's lock.
    @Test func theLockOfAReplacedSessionStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            first.lock()
            let second = try SRTestSession(study: SessionExclusivityTests.study)
            _ = first.isLocked
            withExtendedLifetime(second) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRTestSession.isLocked was called on a session whose phone is no longer installed"), "\(text)")
    }

    @Test func aReaderOfAnotherSessionsPhoneStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            let reader = SRSensorReader(sensor: .accelerometer)
            let second = try SRTestSession(study: SessionExclusivityTests.study)
            reader.fetchDevices()
            withExtendedLifetime((first, second)) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRSensorReader.fetchDevices() was called on a reader of accelerometer"), "\(text)")
        #expect(Self.namesTheRule(text), "\(text)")
    }

    @Test func aReaderKeptFromBeforeClearDataStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: SessionExclusivityTests.study)
            session.disableDialogs = true
            let reader = SRSensorReader(sensor: .accelerometer)
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
            session.settle()
            session.clearData()
            _ = reader.authorizationStatus      // would read `authorized` from the wiped phone
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRSensorReader.authorizationStatus was called on a reader of accelerometer"), "\(text)")
        #expect(text.contains("Make readers and managers again after clearData()"), "\(text)")
    }

    @Test func anAsyncReaderAndAMotionManagerOfAReplacedPhoneStopToo() async {
        let reader = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: SessionExclusivityTests.study)
            let reader = try SRReader(sensor: .accelerometer)
            session.clearData()
            _ = try await reader.devices
        }
        let readerText = String(decoding: reader?.standardErrorContent ?? [], as: UTF8.self)
        #expect(readerText.contains("SRReader.devices was called on a reader of accelerometer"), "\(readerText)")
        let manager = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: SessionExclusivityTests.study)
            let manager = CMMotionActivityManager()
            session.clearData()
            manager.stopActivityUpdates()
        }
        let managerText = String(decoding: manager?.standardErrorContent ?? [], as: UTF8.self)
        #expect(Self.namesTheRule(managerText), "\(managerText)")
        #expect(managerText.contains("CMMotionActivityManager.stopActivityUpdates() was called on a manager"), "\(managerText)")
    }

    /// A phone replaced by another session that then went (parallel tests) was not released by
    /// its own session: its reader is told the phone was replaced, not to keep its session.
    @Test func aPhoneReplacedByASessionThatWentIsNamedAsReplaced() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = try SRTestSession(study: SessionExclusivityTests.study)
            let reader = SRSensorReader(sensor: .accelerometer)
            do { let second = try SRTestSession(study: SessionExclusivityTests.study); withExtendedLifetime(second) {} }
            reader.fetchDevices()
            withExtendedLifetime(first) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("whose phone is no longer installed"), "\(text)")
        #expect(!text.contains("was released"), "\(text)")
    }

    /// `_ = try SRTestSession(…)` (what a test writes to silence "never used") releases the
    /// session at once, and with it the phone: the trap says so and how to keep it, rather than
    /// telling a test that made a session to make one.
    @Test func aReleasedSessionIsNamedAsReleased() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try SRTestSession(study: SessionExclusivityTests.study)
            _ = SRAbsoluteTime.current()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SensorKit used after the SRTestSession that installed the simulated phone was released"), "\(text)")
        #expect(text.contains("keep the session in a variable") && text.contains("a test that made no session of its own must create one first"), "\(text)")
        let motion = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try SRTestSession(study: SessionExclusivityTests.study)
            _ = CMMotionActivityManager.authorizationStatus()
        }
        let motionText = String(decoding: motion?.standardErrorContent ?? [], as: UTF8.self)
        #expect(motionText.contains("CoreMotion used after the SRTestSession that installed the simulated phone was released"),
                "\(motionText)")
    }

    /// A reader whose session was released (not replaced) is told so, not that another session
    /// replaced its phone.
    @Test func aReaderOfAReleasedSessionIsNamedAsReleased() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            func readerOfAShortSession() throws -> SRSensorReader {
                let session = try SRTestSession(study: SessionExclusivityTests.study)
                return withExtendedLifetime(session) { SRSensorReader(sensor: .accelerometer) }
            }
            let reader = try readerOfAShortSession()
            reader.fetchDevices()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRSensorReader.fetchDevices() was called on a reader of accelerometer whose SRTestSession was released"),
                "\(text)")
        #expect(!text.contains("has replaced it"), "\(text)")
    }
    #endif

    /// A test that calls SensorKit or CoreMotion before making any session is told to make one.
    /// The message offered `DeviceRuntime.perform` as well, which a team's code cannot reach
    /// (the engine's module is no product, and a test holds no `DeviceRuntime`).
    @Test func aCallBeforeAnySessionSaysToMakeOne() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SRAbsoluteTime.current()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SensorKit used outside a simulated device: no SRTestSession has installed a phone"), "\(text)")
        #expect(text.contains("let session = try SRTestSession(study:"), "\(text)")
        #expect(!text.contains("DeviceRuntime"), "\(text)")
        let motion = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CMMotionActivityManager.authorizationStatus()
        }
        let motionText = String(decoding: motion?.standardErrorContent ?? [], as: UTF8.self)
        #expect(motionText.contains("CoreMotion used outside a simulated device") && !motionText.contains("DeviceRuntime"), "\(motionText)")
    }

    /// XCTest's way: each test makes its own session, and an earlier test's session object may
    /// live on in its test case without being used again.
    @Test func sessionsOneAfterAnotherKeepWorking() async {
        await #expect(processExitsWith: .success) {
            var kept: [SRTestSession] = []
            for _ in 0..<3 {
                let session = try SRTestSession(study: SessionExclusivityTests.study)
                kept.append(session)
                session.disableDialogs = true
                let reader = SRSensorReader(sensor: .accelerometer)
                SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
                session.settle()
                guard reader.authorizationStatus == .authorized else { exit(1) }
                session.clearData()
                guard SRSensorReader(sensor: .accelerometer).authorizationStatus == .notDetermined else { exit(1) }
            }
        }
    }
}
