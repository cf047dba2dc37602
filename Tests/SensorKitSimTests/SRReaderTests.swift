import Foundation
import Observation
import Testing
import SimCore
@testable import SensorKitSim

/// The iOS 27 `SRReader` over the same daemon as `SRSensorReader`: what a study app sees.
@Suite struct SRReaderTests {
    /// A phone that has recorded the accelerometer (at 5 Hz, to keep the test light) for two days.
    private func recordedPhone(_ config: SensorKitConfig = SensorKitConfig()) -> Phone {
        var config = config
        config.rates.accelerometerHz = 5
        let phone = Phone(config: config)
        phone.daemon.setStatus(.authorized, for: .accelerometer)
        phone.daemon.addStake(phone.daemon.app.bundleIdentifier, to: .accelerometer)
        phone.runtime.advance(by: 2 * day)
        return phone
    }

    private func reader<S: SRDataSensor>(_ sensor: S, on phone: Phone) throws -> SRReader<S> {
        try phone.runtime.perform { try SRReader(sensor: sensor) }
    }

    @Test func samplesYieldWhatTheDelegateFetchReadsThenFinish() async throws {
        let phone = recordedPhone()
        let request = phone.request(from: -2 * day, to: -1 * day)
        let rec = Recorder()
        let legacy = phone.reader(.accelerometer, rec)
        legacy.fetch(request)
        withExtendedLifetime(legacy) { _ = phone.runtime.runUntilIdle() }
        let reader = try reader(.accelerometer, on: phone)
        var batches: [[CMRecordedAccelerometerData]] = []
        var stamps: [SRAbsoluteTime] = []
        for try await response in reader.samples(matching: request) {
            batches.append(try response.sample.get())
            stamps.append(response.timestamp)
        }
        #expect(batches.count > 1)
        #expect(batches.count == rec.results.count)
        // Compared whole rather than with `#expect(a == b)`, whose failure would print every stamp.
        let sameStamps = stamps == rec.results.map(\.timestamp)
        #expect(sameStamps, "the same results, stamped the same")
        let same = batches.flatMap { $0 } == rec.results.flatMap { $0.sample as! [CMRecordedAccelerometerData] }
        #expect(same, "the same samples")
        #expect(batches.reduce(0) { $0 + $1.count } == rec.sampleCount)
    }

    @Test func objectSensorsYieldTheirSampleType() async throws {
        let phone = Phone()
        phone.daemon.setStatus(.authorized, for: .ambientLightSensor)
        phone.daemon.addStake(phone.daemon.app.bundleIdentifier, to: .ambientLightSensor)
        phone.runtime.advance(by: 2 * day)
        let reader = try reader(.ambientLight, on: phone)
        var lux: [Double] = []
        for try await response in reader.samples(matching: phone.request(from: -2 * day, to: -1 * day)) {
            lux.append(try response.sample.get().lux.value.magnitude)
        }
        #expect(!lux.isEmpty)
    }

    @Test func statusChangesReachObserversWhenTheQueueIsPumped() throws {
        let phone = Phone()
        let reader = try reader(.accelerometer, on: phone)
        #expect(reader.authorizationStatus == .notDetermined)
        let changes = ChangeCounter()
        withObservationTracking { _ = reader.authorizationStatus } onChange: { changes.count += 1 }
        phone.daemon.setStatus(.authorized, for: .accelerometer, source: .sheet)
        #expect(changes.count == 0, "nothing reaches the app before the queue is pumped")
        phone.runtime.runUntilIdle()
        #expect(changes.count == 1)
        #expect(reader.authorizationStatus == .authorized)

        withObservationTracking { _ = reader.authorizationStatus } onChange: { changes.count += 1 }
        phone.daemon.setStatus(.denied, for: .accelerometer)
        phone.runtime.runUntilIdle()
        #expect(changes.count == 2)
        #expect(reader.authorizationStatus == .denied)
    }

    @Test func turningCollectionOffIsAChangeToo() throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        let changes = ChangeCounter()
        withObservationTracking { _ = reader.authorizationStatus } onChange: { changes.count += 1 }
        phone.daemon.setCollectionEnabled(false)
        phone.runtime.runUntilIdle()
        #expect(changes.count == 1)
        #expect(reader.authorizationStatus == .denied)
    }

    @Test func requestAuthorizationReturnsAfterReadersHeardTheAnswer() async throws {
        let phone = Phone()
        phone.prompter.answer = { p in .answered(Dictionary(uniqueKeysWithValues: p.sensors.map { ($0, $0 != .rotationRate) })) }
        let accelerometer = try reader(.accelerometer, on: phone)
        let rotation = try reader(.rotationRate, on: phone)
        try await phone.runtime.performAsync {
            try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor(), SRRotationRateSensor()])
        }
        #expect(phone.prompter.shown.count == 1)
        #expect(Set(phone.prompter.shown[0]) == [.accelerometer, .rotationRate])
        #expect(accelerometer.authorizationStatus == .authorized)
        #expect(rotation.authorizationStatus == .denied)
        // Both APIs read the one daemon's answer.
        #expect(phone.reader(.rotationRate, Recorder()).authorizationStatus == .denied)

        await #expect(throws: SRError(.promptDeclined, underlying: .noNewAuthorizationGroupsRequested)) {
            try await phone.runtime.performAsync {
                try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor()])
            }
        }
        // Asking for nothing returns, as the older call's empty set completes with no error.
        try await phone.runtime.performAsync { try await SRAuthorizationStatus.requestAuthorization(for: []) }
        #expect(phone.prompter.shown.count == 1)
    }

    @Test func aFetchAfterARevokeThrows() async throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        phone.daemon.setStatus(.denied, for: .accelerometer)
        await #expect(throws: SRError(.noAuthorization)) {
            for try await _ in reader.samples(matching: phone.request(from: -2 * day, to: -1 * day)) {}
        }
    }

    @Test func aRevokeDuringTheLoopEndsItWithAnError() async throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        var read = 0
        await #expect(throws: SRError(.noAuthorization)) {
            for try await _ in reader.samples(matching: phone.request(from: -2 * day, to: -1 * day)) {
                read += 1
                if read == 3 { phone.daemon.setStatus(.denied, for: .accelerometer) }
            }
        }
        #expect(read == 3)
    }

    @Test func breakingOutStopsTheFetchWhichIsNotReportedAsFinished() async throws {
        let phone = recordedPhone()
        var outcomes: [FetchOutcome] = []
        phone.daemon.onFetchFinished = { outcomes.append($0) }
        let reader = try reader(.accelerometer, on: phone)
        let request = phone.request(from: -2 * day, to: -1 * day)
        var read = 0
        for try await _ in reader.samples(matching: request) {
            read += 1
            if read == 2 { break }
        }
        #expect(read == 2)
        #expect(outcomes.isEmpty)
        for try await _ in reader.samples(matching: request) {}
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.errorCode == nil)
        #expect((outcomes.first?.results ?? 0) > 2)
    }

    @Test func aCancelledTaskEndsTheStreamQuietly() async throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        let from = phone.request(from: -2 * day, to: -1 * day).from, to = phone.request(from: -2 * day, to: -1 * day).to
        let read = await withTaskGroup(of: Int.self) { group in
            group.cancelAll()
            // A task added to a cancelled group starts cancelled; the test waits while it runs.
            group.addTask {
                let request = SRFetchRequest()
                request.from = from
                request.to = to
                var n = 0
                do { for try await _ in reader.samples(matching: request) { n += 1 } } catch { return -1 }
                return n
            }
            return await group.next() ?? -2
        }
        #expect(read == 0)
    }

    @Test func aMalformedRequestThrowsFetchRequestInvalid() async throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        await #expect(throws: SRError(.fetchRequestInvalid)) {
            for try await _ in reader.samples(matching: SRFetchRequest()) {}
        }
    }

    @Test func aWindowInTheHoldingPeriodYieldsNothing() async throws {
        let phone = recordedPhone()
        let reader = try reader(.accelerometer, on: phone)
        var read = 0
        for try await _ in reader.samples(matching: phone.request(from: -day, to: -hour)) { read += 1 }
        #expect(read == 0)
        #expect(phone.runtime.events.contains { $0.message.contains("holding period") })
    }

    @Test func recordingInterestIsTheAppsForBothAPIs() async throws {
        let phone = Phone()
        let reader = try reader(.accelerometer, on: phone)
        await #expect(throws: SRError(.noAuthorization)) { try await reader.startRecording() }
        phone.daemon.setStatus(.authorized, for: .accelerometer)
        let legacy = phone.reader(.accelerometer, Recorder())
        legacy.startRecording()
        #expect(phone.daemon.isRecording(.accelerometer))
        try await reader.startRecording()
        try await reader.startRecording()
        #expect(phone.daemon.stakeholders(of: .accelerometer) == [phone.daemon.app.bundleIdentifier])
        try await reader.stopRecording()
        #expect(!phone.daemon.isRecording(.accelerometer), "the app's one stake, whichever API added it")
        try await reader.stopRecording()
    }

    @Test func devicesListThoseWithStoredData() async throws {
        let phone = Phone()
        phone.daemon.setStatus(.authorized, for: .accelerometer)
        let reader = try reader(.accelerometer, on: phone)
        #expect(try await reader.devices.isEmpty)
        try await reader.startRecording()
        phone.runtime.advance(by: hour)
        #expect(try await reader.devices.map(\.model) == ["iPhone", "Apple Watch"])
        phone.daemon.setStatus(.denied, for: .accelerometer)
        await #expect(throws: SRError(.noAuthorization)) { _ = try await reader.devices }
    }

    @Test func deletionRecordsStreamTheSettingsDeletion() async throws {
        let phone = recordedPhone()
        phone.daemon.deleteCollectedData(.accelerometer, scope: .unshared)
        phone.runtime.advance(by: hour)
        let reader = try reader(.accelerometer, on: phone)
        var reasons: [SRDeletionReason] = []
        for try await response in reader.deletionRecords(matching: phone.request(from: -2 * hour, to: 0)) {
            reasons.append(try response.sample.get().reason)
        }
        #expect(reasons == [.userInitiated])
    }

    @Test func aPhoneWithoutTheReaderAPIRefusesToMakeOne() throws {
        let phone = Phone()
        phone.runtime.osVersion = OSVersion(26, 4)
        #expect(throws: SRError(.dataInaccessible)) { _ = try reader(.accelerometer, on: phone) }
        #expect(phone.runtime.events.last?.message.hasPrefix("SRReader(sensor: accelerometer): iOS 26.4 has no SRReader") == true)
    }

    /// `requestAuthorization(for:)` is as much iOS 27 API as the reader: on an older phone a team's
    /// code (whose `#available` is always true on Linux) sees it refused, never an iOS 26 sheet.
    @Test func aPhoneWithoutTheReaderAPIRefusesItsAuthorizationRequest() async throws {
        let phone = Phone(entitled: [.accelerometer, .rotationRate])
        phone.prompter.answer = { p in .answered(Dictionary(uniqueKeysWithValues: p.sensors.map { ($0, true) })) }
        phone.runtime.osVersion = OSVersion(26, 4)
        await #expect(throws: SRError(.dataInaccessible)) {
            try await phone.runtime.performAsync {
                try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor(), SRRotationRateSensor()])
            }
        }
        #expect(phone.prompter.shown.isEmpty, "no sheet through an API the phone lacks")
        #expect(phone.daemon.status(of: .accelerometer) == .notDetermined)
        #expect(phone.runtime.events.last?.message == "SRAuthorizationStatus.requestAuthorization(for: accelerometer, rotationRate): "
            + "iOS 26.4 has no SRReader (iOS 27 and later); use SRSensorReader")
        phone.runtime.osVersion = OSVersion(27)
        try await phone.runtime.performAsync { try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor()]) }
        #expect(phone.prompter.shown == [[.accelerometer]])
    }

    @Test func aDeallocatedReaderEndsItsStream() async throws {
        let phone = recordedPhone()
        var reader: SRReader<SRAccelerometerSensor>? = try reader(.accelerometer, on: phone)
        var iterator = reader!.samples(matching: phone.request(from: -2 * day, to: -1 * day)).makeAsyncIterator()
        #expect(try await iterator.next() != nil)
        reader = nil
        #expect(try await iterator.next() == nil)
    }

    @Test func headphoneResponsesCarryTheHeadsetAndOthersNone() async throws {
        let phone = Phone(entitled: [.headphoneSettings, .accelerometer])
        for sensor in [SRSensor.headphoneSettings, .accelerometer] {
            phone.daemon.setStatus(.authorized, for: sensor)
            phone.daemon.addStake(phone.daemon.app.bundleIdentifier, to: sensor)
        }
        phone.runtime.advance(by: 3 * day)
        let settings = try reader(.headphoneSettings, on: phone)
        var sources: [String?] = []
        for try await response in settings.samples(matching: phone.request(from: -3 * day, to: -1 * day)) {
            sources.append(response.sourceDevice?.localIdentifier)
        }
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { $0 != nil })
        let accelerometer = try reader(.accelerometer, on: phone)
        for try await response in accelerometer.samples(matching: phone.request(from: -2 * day, to: -1 * day)) {
            #expect(response.sourceDevice == nil)
            break
        }
    }

    @Test func typedSensorsStandForTheirSRSensor() {
        #expect(SRAmbientLightSensor().srSensor == .ambientLightSensor)
        #expect(SRDeviceUsageSensor().srSensor == .deviceUsageReport)
        #expect(SRMessagesUsageSensor().srSensor == .messagesUsageReport)
        #expect(SRPhoneUsageSensor().srSensor == .phoneUsageReport)
        #expect(SRHeadphoneMotionSensor().srSensor == .headphoneMotion)
        #expect(SRHeadphoneSettingsSensor().srSensor == .headphoneSettings)
        #expect(SRAccelerometerSensor() == .accelerometer)
        #expect(Set([SRAccelerometerSensor(), .accelerometer]).count == 1)
    }
}

/// Counts `withObservationTracking` change calls; the calls come on the test's own thread.
private final class ChangeCounter: @unchecked Sendable {
    var count = 0
}
