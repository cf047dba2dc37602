import Foundation
import XCTest
import SensorKitSim
import Simulation
@testable import ConsentSimTesting

/// A participant saved with one version of an app and loaded into a session on another is an
/// update, by the same rule the phone's `update:` follows.
/// XCTest, as the rest of this target: a session installs the phone its readers talk to, so two
/// sessions must not run at once.
final class SessionStateUpdateTests: XCTestCase {
    private func profile(entitled: Set<SRSensor>) -> StudyProfile {
        StudyProfile(appName: "Cardio", bundleIdentifier: "org.example.cardio", purpose: "Heart rhythm.",
                     sensors: [.accelerometer, .ambientLightSensor], entitled: entitled)
    }

    private func file() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("session-update-\(UUID().uuidString).json").path
    }

    private func savedRecordingBoth() throws -> String {
        let path = file()
        let first = SRTestSession(profile: profile(entitled: [.accelerometer, .ambientLightSensor]))
        first.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: [.accelerometer, .ambientLightSensor]) { _ in }
        first.settle()
        SRSensorReader(sensor: .accelerometer).startRecording()
        SRSensorReader(sensor: .ambientLightSensor).startRecording()
        first.settle()
        first.advance(by: 3_600)
        try first.saveState(to: path)
        return path
    }

    /// The new version is not entitled to the ambient light sensor: its stake goes on load, and
    /// the sensor stops recording; the one still entitled records on.
    func testAStakeTheNewEntitlementNoLongerCoversGoes() throws {
        let path = try savedRecordingBoth()
        let second = SRTestSession(profile: profile(entitled: [.accelerometer]))
        try second.loadState(from: path)
        let sk = second.phone.sensorKit
        XCTAssertTrue(sk.isRecording(.accelerometer))
        XCTAssertFalse(sk.isRecording(.ambientLightSensor))
        XCTAssertTrue(sk.stakeholders(of: .ambientLightSensor).isEmpty)
    }

    /// The same files: nothing changes on load.
    func testTheSameVersionKeepsEveryStake() throws {
        let path = try savedRecordingBoth()
        let second = SRTestSession(profile: profile(entitled: [.accelerometer, .ambientLightSensor]))
        try second.loadState(from: path)
        XCTAssertTrue(second.phone.sensorKit.isRecording(.ambientLightSensor))
    }

    /// A file passed through a test keeps how often the study app had launched.
    func testLaunchesSurviveALoadAndSave() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/flows/participants/walking-v1-visits-denied.json")
        let saved = try ParticipantFile.read(source.path)
        XCTAssertGreaterThan(saved.launches, 0)
        let session = SRTestSession(profile: saved.app.profile)
        try session.loadState(from: source.path)
        let path = file()
        try session.saveState(to: path)
        XCTAssertEqual(try ParticipantFile.read(path).launches, saved.launches)
    }
}
