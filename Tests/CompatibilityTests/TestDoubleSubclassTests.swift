import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import CoreMotion
import SensorKit
#else
import CoreMotionSim
import SensorKitSim
#endif

// Test doubles as study teams write them against the iOS SDK, where CoreMotion's and SensorKit's
// classes are open Objective-C classes: subclasses made with the `init()` they inherit, or their
// own that calls `super.init()`, overriding the properties they report. This file compiles only
// while the simulator's classes and those properties are open too. The simulator's samples and
// devices are Sendable, so Swift 6 asks a double to restate `@unchecked Sendable`, as it does for
// a subclass of an NS_SWIFT_SENDABLE class on iOS (FIDELITY.md).

private class FakePedometerData: CMPedometerData, @unchecked Sendable {
    var overrideNumberOfSteps = NSNumber(value: 0)
    override var numberOfSteps: NSNumber { overrideNumberOfSteps }
    var overrideDistance: NSNumber?
    override var distance: NSNumber? { overrideDistance }
    var overrideFloorsAscended: NSNumber?
    override var floorsAscended: NSNumber? { overrideFloorsAscended }
    override var startDate: Date { Date(timeIntervalSince1970: 1_700_000_000) }
    override var endDate: Date { Date(timeIntervalSince1970: 1_700_003_600) }
}

private class MockPedometerData: CMPedometerData, @unchecked Sendable {
    private let steps: NSNumber

    init(numberOfSteps: Int) {
        steps = NSNumber(value: numberOfSteps)
        super.init()
    }

    required init?(coder: NSCoder) {
        steps = NSNumber(value: 0)
        super.init(coder: coder)
    }

    override var numberOfSteps: NSNumber { steps }
}

private class WalkingActivity: CMMotionActivity, @unchecked Sendable {
    override var walking: Bool { true }
    override var confidence: CMMotionActivityConfidence { .high }
    override var startDate: Date { Date(timeIntervalSince1970: 1_700_000_000) }
    override var timestamp: TimeInterval { 42 }
}

private class FakeWatch: SRDevice, @unchecked Sendable {
    override var name: String { "Test Watch" }
    override var model: String { "Apple Watch" }
    override var systemName: String { "watchOS" }
    override var systemVersion: String { "11.0" }
    override var productType: String { "Watch7,1" }
}

private class DimLight: SRAmbientLightSample, @unchecked Sendable {
    override var lux: Measurement<UnitIlluminance> { Measurement(value: 3.5, unit: .lux) }
    override var placement: SRAmbientLightSample.SensorPlacement { .frontTop }
}

private class GymVisit: SRVisit, @unchecked Sendable {
    override var locationCategory: SRVisit.LocationCategory { .gym }
    override var distanceFromHome: CLLocationDistance { 1200 }
}

private class ResumeEvent: CMPedometerEvent, @unchecked Sendable {
    override var type: CMPedometerEventType { .resume }
    override var date: Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

private class BusyPhoneDay: SRPhoneUsageReport, @unchecked Sendable {
    override var totalOutgoingCalls: Int { 7 }
    override var totalPhoneCallDuration: TimeInterval { 1800 }
}

private class QuietMessagesDay: SRMessagesUsageReport, @unchecked Sendable {
    override var totalIncomingMessages: Int { 2 }
}

private class WatchPutOn: SRWristDetection, @unchecked Sendable {
    override var onWrist: Bool { true }
    override var wristLocation: SRWristDetection.WristLocation { .right }
}

private class LyingStill: CMRecordedAccelerometerData, @unchecked Sendable {
    override var acceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    override var startDate: Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

private class SlowTurn: CMRecordedRotationRateData, @unchecked Sendable {
    override var rotationRate: CMRotationRate { CMRotationRate(x: 0, y: 0, z: 0.5) }
}

private class OneAppDay: SRDeviceUsageReport, @unchecked Sendable {
    override var totalUnlocks: Int { 12 }
    override var applicationUsageByCategory: [SRDeviceUsageReport.CategoryKey: [SRDeviceUsageReport.ApplicationUsage]] {
        [.healthAndFitness: [StudyAppUse()]]
    }
    override var webUsageByCategory: [SRDeviceUsageReport.CategoryKey: [SRDeviceUsageReport.WebUsage]] {
        [.news: [HalfHourOfNews()]]
    }
    override var notificationUsageByCategory: [SRDeviceUsageReport.CategoryKey: [SRDeviceUsageReport.NotificationUsage]] {
        [.healthAndFitness: [StudyReminderOpened()]]
    }
}

private class StudyAppUse: SRDeviceUsageReport.ApplicationUsage, @unchecked Sendable {
    override var reportApplicationIdentifier: String { "study-app" }
    override var usageTime: TimeInterval { 600 }
}

private class HalfHourOfNews: SRDeviceUsageReport.WebUsage, @unchecked Sendable {
    override var totalUsageTime: TimeInterval { 1800 }
}

private class StudyReminderOpened: SRDeviceUsageReport.NotificationUsage, @unchecked Sendable {
    override var event: SRDeviceUsageReport.NotificationUsage.Event { .defaultAction }
}

private class PhotoOffScreen: SRMediaEvent, @unchecked Sendable {
    override var mediaIdentifier: String { "photo-1" }
    override var eventType: SRMediaEventType { .offScreen }
}

private class SeaLevel: CMRecordedPressureData, @unchecked Sendable {
    override var pressure: Measurement<UnitPressure> { Measurement(value: 101.325, unit: .kilopascals) }
}

private class RestingBeat: CMHighFrequencyHeartRateData, @unchecked Sendable {
    override var heartRate: Double { 58 }
    override var confidence: CMHighFrequencyHeartRateDataConfidence { .highest }
}

private class DictatedNote: SRTextInputSession, @unchecked Sendable {
    override var duration: TimeInterval { 45 }
    override var sessionType: SRTextInputSession.SessionType { .dictation }
}

private class StudyAppTyping: SRDeviceUsageReport.ApplicationUsage, @unchecked Sendable {
    override var textInputSessions: [SRTextInputSession] { [DictatedNote()] }
}

private class AgedOut: SRDeletionRecord, @unchecked Sendable {
    override var startTime: SRAbsoluteTime { SRAbsoluteTime(100) }
    override var endTime: SRAbsoluteTime { SRAbsoluteTime(200) }
    override var reason: SRDeletionReason { .ageLimit }
}

private class UphillKilometre: CMOdometerData, @unchecked Sendable {
    override var deltaDistance: CLLocationDistance { 1000 }
    override var deltaAltitude: CLLocationDistance { 20 }
}

private class QuarterTurn: CMAttitude, @unchecked Sendable {
    // A quarter turn about z: yaw pi/2, no roll or pitch.
    override var quaternion: CMQuaternion { CMQuaternion(x: 0, y: 0, z: 0.5.squareRoot(), w: 0.5.squareRoot()) }
}

private class ThreeTaps: SRKeyboardMetrics.ProbabilityMetric<UnitLength>, @unchecked Sendable {
    override var distributionSampleValues: [Measurement<UnitLength>] {
        [1.5, 2.0, 4.0].map { Measurement(value: $0, unit: .millimeters) }
    }
}

private class SlowTypist: SRKeyboardMetrics, @unchecked Sendable {
    override var totalWords: Int { 120 }
    override var typingSpeed: Double { 2.5 }
    override var upErrorDistance: SRKeyboardMetrics.ProbabilityMetric<UnitLength> { ThreeTaps() }
    override func wordCount(for category: SRKeyboardMetrics.SentimentCategory) -> Int { category == .sad ? 3 : 0 }
}

private class LeftEarbudNod: CMRecordedDeviceMotion, @unchecked Sendable {
    override var attitude: CMAttitude { QuarterTurn() }
    override var userAcceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: 0.25) }
    override var sensorLocation: CMDeviceMotion.SensorLocation { .headphoneLeft }
    override var identifier: UInt64 { 7 }
}

/// Answers its window from its own properties, as a request double that computes it does.
private class HourEndingRequest: SRFetchRequest {
    let end: SRAbsoluteTime

    init(endingAt end: SRAbsoluteTime) {
        self.end = end
        super.init()
    }

    override var from: SRAbsoluteTime {
        get { SRAbsoluteTime(end.rawValue - 3600) }
        set {}
    }
    override var to: SRAbsoluteTime {
        get { end }
        set {}
    }
}

/// Names its device by overriding the property, as a request double pinned to one device does.
private class DeviceRequest: HourEndingRequest {
    let pinned: SRDevice

    init(endingAt end: SRAbsoluteTime, device: SRDevice) {
        pinned = device
        super.init(endingAt: end)
    }

    override var device: SRDevice {
        get { pinned }
        set {}
    }
}

final class TestDoubleSubclassTests: XCTestCase {
    /// The step counter under test receives the double through CoreMotion's handler type.
    private func stepsLabel(_ handler: (CMPedometerHandler) -> Void) -> String {
        var label = ""
        handler { data, _ in label = data.map { "\($0.numberOfSteps) steps" } ?? "no data" }
        return label
    }

    func testPedometerDataDoublesReportWhatTheyOverride() {
        let fake = FakePedometerData()
        fake.overrideNumberOfSteps = 1234
        fake.overrideDistance = 987.5
        XCTAssertEqual(stepsLabel { $0(fake, nil) }, "1234 steps")
        XCTAssertEqual(fake.distance, 987.5)
        XCTAssertNil(fake.floorsDescended, "what the double does not override is not measured, as on iOS")
        XCTAssertEqual(fake.endDate.timeIntervalSince(fake.startDate), 3600)
        XCTAssertEqual(stepsLabel { $0(MockPedometerData(numberOfSteps: 42), nil) }, "42 steps")
    }

    /// An app's event handler fed a double through CoreMotion's handler type, as its iOS tests do.
    func testAPedometerEventDoubleReachesTheHandlerAsWhatItOverrides() {
        var seen: [String] = []
        let handler: CMPedometerEventHandler = { event, _ in
            if let event { seen.append("\(event.type == .resume ? "resumed" : "paused") at \(event.date.timeIntervalSince1970)") }
        }
        handler(ResumeEvent(), nil)
        handler(CMPedometerEvent(), nil)
        XCTAssertEqual(seen, ["resumed at 1700000000.0", "paused at \(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)"])
        XCTAssertEqual(ResumeEvent(), ResumeEvent())
    }

    func testAMotionActivityDoubleIsWhatItOverrides() {
        let activity = WalkingActivity()
        XCTAssertTrue(activity.walking)
        XCTAssertFalse(activity.running)
        XCTAssertEqual(activity.timestamp, 42)
        XCTAssertTrue(activity.description.contains("confidence,2,"), activity.description)
        XCTAssertTrue(activity.description.contains("walking,1,"), activity.description)
        XCTAssertEqual(activity, WalkingActivity())
    }

    /// The conversion a team's extractor runs on each sample, fed doubles as its iOS tests do.
    private func row(_ sample: AnyObject) -> String {
        switch sample {
        case let light as SRAmbientLightSample: "light \(light.lux.value) lx at \(light.placement.rawValue)"
        case let visit as SRVisit: "visit \(visit.locationCategory.rawValue) \(visit.distanceFromHome) m"
        case let phone as SRPhoneUsageReport: "calls out \(phone.totalOutgoingCalls), in \(phone.totalIncomingCalls), \(phone.totalPhoneCallDuration) s"
        case let messages as SRMessagesUsageReport: "messages in \(messages.totalIncomingMessages), out \(messages.totalOutgoingMessages)"
        case let usage as SRDeviceUsageReport:
            "unlocks \(usage.totalUnlocks); " + usage.applicationUsageByCategory.flatMap { category, apps in
                apps.map { "\(category.rawValue) \($0.reportApplicationIdentifier) \($0.usageTime) s" }
            }.joined() + "; web \(usage.webUsageByCategory.values.joined().map(\.totalUsageTime).reduce(0, +)) s; "
                + "notifications \(usage.notificationUsageByCategory.values.joined().map(\.event.rawValue))"
        case let media as SRMediaEvent: "media \(media.mediaIdentifier) \(media.eventType.rawValue)"
        case let wrist as SRWristDetection: "wrist \(wrist.onWrist ? "on" : "off") \(wrist.wristLocation.rawValue) since \(String(describing: wrist.onWristDate))"
        default: "unknown"
        }
    }

    func testSampleDoublesAreReadAsTheSensorsSamples() {
        XCTAssertEqual(row(DimLight()), "light 3.5 lx at 1")
        XCTAssertEqual(row(GymVisit()), "visit 4 1200.0 m")
        XCTAssertEqual(GymVisit().departureDateInterval.duration, 0, "what the double does not override is empty")
        XCTAssertEqual(row(BusyPhoneDay()), "calls out 7, in 0, 1800.0 s")
        XCTAssertEqual(row(QuietMessagesDay()), "messages in 2, out 0")
        XCTAssertEqual(row(WatchPutOn()), "wrist on 1 since nil")
        XCTAssertEqual(row(PhotoOffScreen()), "media photo-1 2")
        XCTAssertEqual(row(OneAppDay()), "unlocks 12; SRDeviceUsageCategoryHealthAndFitness study-app 600.0 s; web 1800.0 s; "
                       + "notifications [2]")
    }

    /// Text input sessions, deletion records and odometer records, as a team's keyboard, gap and
    /// route conversions read them.
    func testTypingDeletionAndOdometerDoublesReportWhatTheyOverride() {
        let typing = StudyAppTyping().textInputSessions
        XCTAssertEqual(typing.map { "\($0.sessionType.rawValue) \($0.duration) s '\($0.sessionIdentifier)'" }, ["4 45.0 s ''"])
        let gaps: [SRDeletionRecord] = [AgedOut()]
        XCTAssertEqual(gaps.map { "\($0.startTime.rawValue)-\($0.endTime.rawValue) \($0.reason.rawValue)" }, ["100.0-200.0 2"])
        let route: [CMOdometerData] = [UphillKilometre()]
        XCTAssertEqual(route.map { "\($0.deltaDistance) m, slope \(String(describing: $0.slope)), \($0.originDevice.rawValue)" },
                       ["1000.0 m, slope Optional(0.02), 0"], "the slope is read from what the double overrides")
    }

    /// A keyboard conversion (words, speed, the median up-error distance, sad words), fed a double.
    func testAKeyboardMetricsDoubleReportsWhatItOverrides() {
        let reports: [SRKeyboardMetrics] = [SlowTypist(), SRKeyboardMetrics()]
        XCTAssertEqual(reports.map { report in
            let errors = report.upErrorDistance.distributionSampleValues.map(\.value).sorted()
            let median = errors.isEmpty ? "none" : "\(errors[errors.count / 2]) mm"
            return "\(report.totalWords) words at \(report.typingSpeed) cps, up error \(median), sad \(report.wordCount(for: .sad))"
        }, ["120 words at 2.5 cps, up error 2.0 mm, sad 3", "0 words at 0.0 cps, up error none, sad 0"])
        XCTAssertEqual(SlowTypist().downErrorDistance.distributionSampleValues, [], "what the double does not override has no samples")
    }

    /// A headphone-motion conversion (`result.sample as? [CMRecordedDeviceMotion]`), fed doubles.
    func testADeviceMotionDoubleIsReadAsAHeadphoneMotionBatch() {
        let batch: [CMRecordedDeviceMotion] = [LeftEarbudNod(), CMRecordedDeviceMotion()]
        XCTAssertEqual(batch.map { m in
            "batch \(m.identifier) \(m.sensorLocation.rawValue): yaw \((m.attitude.yaw * 1000).rounded() / 1000), "
                + "z \(m.userAcceleration.z) g, heading \(m.heading), at \(m.startDate.timeIntervalSinceReferenceDate)"
        }, ["batch 7 1: yaw 1.571, z 0.25 g, heading -1.0, at 0.0", "batch 0 0: yaw 0.0, z 0.0 g, heading -1.0, at 0.0"])
    }

    /// A head-pose conversion reads the angles of an attitude double, derived from what it overrides.
    func testAnAttitudeDoublesAnglesComeFromItsQuaternion() {
        let attitudes: [CMAttitude] = [QuarterTurn(), CMAttitude()]
        XCTAssertEqual(attitudes.map { "yaw \(($0.yaw * 1000).rounded() / 1000), roll \($0.roll), pitch \($0.pitch)" },
                       ["yaw 1.571, roll 0.0, pitch 0.0", "yaw 0.0, roll 0.0, pitch 0.0"])
    }

    /// An extractor's batch conversion (`result.sample as? [CMRecordedAccelerometerData]`), fed doubles.
    func testMotionSampleDoublesAreReadAsABatch() {
        let accelerometer: [CMRecordedAccelerometerData] = [LyingStill(), LyingStill()]
        XCTAssertEqual(accelerometer.map { "\($0.startDate.timeIntervalSince1970),\($0.acceleration.z)" },
                       ["1700000000.0,-1.0", "1700000000.0,-1.0"])
        let barometer: [CMRecordedPressureData] = [SeaLevel()]
        XCTAssertEqual(barometer.map { "\($0.pressure.converted(to: .kilopascals).value) kPa, \($0.temperature.value)" },
                       ["101.325 kPa, 0.0"])
        let heart: [CMHighFrequencyHeartRateData] = [RestingBeat()]
        XCTAssertEqual(heart.map { "\($0.heartRate) bpm, \($0.confidence.rawValue), \(String(describing: $0.date))" },
                       ["58.0 bpm, 3, nil"])
        let gyro: [CMRecordedRotationRateData] = [SlowTurn()]
        XCTAssertEqual(gyro.map { "\($0.rotationRate.z) at \($0.timestamp)" }, ["0.5 at 0.0"])
    }

    func testADeviceDoubleDescribesItselfWithWhatItOverrides() {
        XCTAssertEqual(FakeWatch().description, "Apple Watch (Watch7,1, watchOS 11.0)")
        XCTAssertEqual(FakeWatch(), FakeWatch())
    }

    final class CountingDelegate: NSObject, SRSensorReaderDelegate {
        var results = 0, failure: Error?, devices: [SRDevice] = [], stamps: [SRAbsoluteTime] = [], firstX: [Double] = []
        func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices = devices }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            results += 1
            stamps.append(result.timestamp)
            if let batch = result.sample as? [CMRecordedAccelerometerData], let first = batch.first {
                firstX.append(first.acceleration.x)
            }
            return true
        }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
            failure = error
        }
    }

    /// A session whose app was allowed the accelerometer and recorded two days of it, and the reader.
    private func twoRecordedDays() throws -> (SRTestSession, SRSensorReader) {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        let reader = SRSensorReader(sensor: .accelerometer)
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        return (session, reader)
    }

    /// SensorKit reads a request's window through its properties, so a request double's
    /// overrides are the window fetched (the simulator read its own unset storage and failed it
    /// with fetchRequestInvalid).
    func testARequestDoublesWindowIsTheWindowFetched() throws {
        let (session, reader) = try twoRecordedDays()
        let delegate = CountingDelegate()
        reader.delegate = delegate
        reader.fetch(HourEndingRequest(endingAt: SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)))
        session.settle()
        withExtendedLifetime(reader) {}
        XCTAssertNil(delegate.failure)
        XCTAssertEqual(delegate.results, 360)
    }

    /// A request double that overrides `device` reads that device's data (the simulator read
    /// its own unset storage, the iPhone's): the Watch's samples, not the iPhone's.
    func testARequestDoublesDeviceIsTheDeviceRead() throws {
        let (session, reader) = try twoRecordedDays()
        let delegate = CountingDelegate()
        reader.delegate = delegate
        reader.fetchDevices()
        session.settle()
        let watch = try XCTUnwrap(delegate.devices.first { $0.model == "Apple Watch" })
        let end = SRAbsoluteTime(SRAbsoluteTime.current().rawValue - 86_400)
        func samples(_ request: SRFetchRequest) -> [Double] {
            delegate.firstX = []
            reader.fetch(request)
            session.settle()
            return delegate.firstX
        }
        let plain = { (device: SRDevice) -> SRFetchRequest in
            let r = SRFetchRequest()
            (r.from, r.to, r.device) = (SRAbsoluteTime(end.rawValue - 3600), end, device)
            return r
        }
        let watchSamples = samples(plain(watch))
        let iPhoneSamples = samples(plain(try XCTUnwrap(delegate.devices.first { $0.model == "iPhone" })))
        let doubleSamples = samples(DeviceRequest(endingAt: end, device: watch))
        withExtendedLifetime(reader) {}
        XCTAssertNil(delegate.failure)
        XCTAssertEqual(doubleSamples.count, 360)
        XCTAssertTrue(watchSamples != iPhoneSamples, "the two devices' samples differ")
        XCTAssertTrue(doubleSamples == watchSamples, "the double's fetch read "
                      + (doubleSamples == iPhoneSamples ? "the iPhone's samples" : "neither device's samples"))
    }
}
