import Foundation
import Testing
import ConsentSimTesting
import MovementStudy
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// The Movement Study app against a simulated iOS 27 phone. One phone per process, so the
/// tests run one at a time.
@Suite(.serialized) struct MovementStudyAppTests {
    private static let study = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Study").path

    /// A phone whose sheet is answered at once, with the accelerometer at 5 Hz (the app's
    /// arithmetic is the same at 50 Hz, the test lighter).
    private func session() throws -> SRTestSession {
        let session = try SRTestSession(study: Self.study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 5
        return session
    }

    @Test func launchAsksForBothSensorsInOneSheetAndRecordsThem() async throws {
        let session = try session()
        var log: [String] = []
        let app = try MovementStudyApp { log.append($0) }
        #expect(app.accelerometer.authorizationStatus == .notDetermined)
        try await app.launch()
        #expect(session.sheetsShown == [[.ambientLightSensor, .accelerometer]])
        #expect(app.accelerometer.authorizationStatus == .authorized)
        #expect(app.ambientLight.authorizationStatus == .authorized)
        #expect(app.permissionChanges.count == 2, "Observation reported each sensor's answer")
        #expect(log == ["MovementStudy: recording the accelerometer", "MovementStudy: recording ambient light"])
    }

    @Test func afterTwoDaysTheDailyReadGetsTheFirstDayFromBothDevices() async throws {
        let session = try session()
        let app = try MovementStudyApp()
        try await app.launch()
        let launched = session.now
        session.advance(by: 2 * 86_400)
        #expect(try await app.accelerometer.devices.map(\.model) == ["iPhone", "Apple Watch"])

        let readings = try await app.readNewAccelerometerData()
        #expect(readings.map(\.device) == ["iPhone", "Apple Watch"])
        for reading in readings {
            #expect(reading.failures == 0)
            #expect(reading.from == launched)
            #expect(reading.to == launched.addingTimeInterval(86_400))
            // `from` is exclusive: the first sample is one period (0.2 s) after it.
            #expect(reading.first == launched.addingTimeInterval(0.2))
            // `to` is inclusive: the sample stamped exactly at it is read, and a whole day at 5 Hz.
            #expect(reading.samples == 86_400 * 5)
            #expect(reading.last == reading.to)
        }
    }

    @Test func theNextDaysReadContinuesWithoutGapOrOverlap() async throws {
        let session = try session()
        session.pairedWatch = false
        let app = try MovementStudyApp()
        try await app.launch()
        session.advance(by: 2 * 86_400)
        let first = try await app.readNewAccelerometerData()
        session.advance(by: 86_400)
        let second = try await app.readNewAccelerometerData()
        #expect(first.count == 1 && second.count == 1)
        #expect(second.first?.from == first.first?.to)
        #expect(second.first?.first == first.first?.to.addingTimeInterval(0.2))
        #expect((first.first?.samples ?? 0) + (second.first?.samples ?? 0) == 2 * 86_400 * 5)
    }

    @Test func aRevokeInSettingsIsObservedAndTheNextReadFails() async throws {
        let session = try session()
        let app = try MovementStudyApp()
        try await app.launch()
        session.advance(by: 2 * 86_400)
        let changesBefore = app.permissionChanges.count

        session.setAuthorizationStatus(.denied, for: .accelerometer)
        #expect(app.permissionChanges.count == changesBefore, "the app hears it when the phone delivers it")
        session.settle()
        #expect(app.permissionChanges.count == changesBefore + 1)
        #expect(app.accelerometer.authorizationStatus == .denied)
        #expect(app.ambientLight.authorizationStatus == .authorized)

        await #expect(throws: SRError.self) { _ = try await app.readNewAccelerometerData() }
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 2 * 86_400)
        request.to = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)
        do {
            for try await _ in app.accelerometer.samples(matching: request) {}
            Issue.record("the fetch after the revoke returned")
        } catch let error as SRError {
            #expect(error.code == .noAuthorization)
        }
    }

    @Test func aDeniedSensorIsNeitherRecordedNorRead() async throws {
        let session = try session()
        session.sheetAnswers = [.accelerometer: .deny]
        var log: [String] = []
        let app = try MovementStudyApp { log.append($0) }
        try await app.launch()
        session.advance(by: 2 * 86_400)
        #expect(log == ["MovementStudy: recording ambient light"])
        await #expect(throws: SRError.self) { _ = try await app.readNewAccelerometerData() }
    }

    /// The app's older code path, on the delegate API, reads the same phone: for the day the
    /// new API reads, it finds the same samples on the same devices, and after a revoke in
    /// Settings its fetch fails too.
    @Test func theDelegateAPIClientReadsWhatTheReaderReads() async throws {
        let session = try session()
        let app = try MovementStudyApp()
        try await app.launch()
        session.advance(by: 2 * 86_400)
        let day = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)
        let legacy = DelegateAccelerometerRead()
        legacy.read(from: SRAbsoluteTime(day.rawValue - 86_400), to: day)
        #expect(legacy.readings.isEmpty, "the delegate hears nothing until the phone delivers")
        session.settle()
        let modern = try await app.readNewAccelerometerData()
        #expect(legacy.failure == nil)
        #expect(legacy.readings.map(\.device).sorted() == ["Apple Watch", "iPhone"])
        #expect(legacy.readings.sorted { $0.device < $1.device } == modern.sorted { $0.device < $1.device })
        #expect(legacy.readings.allSatisfy { $0.samples == 86_400 * 5 })

        session.setAuthorizationStatus(.denied, for: .accelerometer)
        session.settle()
        legacy.read(from: SRAbsoluteTime(day.rawValue - 86_400), to: day)
        session.settle()
        #expect(legacy.readings.isEmpty)
        #expect((legacy.failure as? SRError)?.code == .noAuthorization)
    }
}
