import Foundation
import Testing
@testable import SensorKitSim
import SimCore

/// A study app keeps samples it fetched (an upload queue on disk, a cache between launches) by
/// archiving them with `NSKeyedArchiver`, and copies them with `copy()`. The iOS 26/27 sample
/// classes adopt `NSSecureCoding` and `NSCopying` as their headers declare (SRSleepSession.h,
/// SRAcousticSettings.h, SRHeadphoneSettings.h, SRSourceDevice.h); `SRDeletionRecord` adopts
/// `NSSecureCoding` only (SRDeletionRecord.h).
@Suite struct SampleArchivingTests {
    static func samples<T>(_ sensor: SRSensor, seed: UInt64, days: Double = 7, as: T.Type) -> [T] {
        NewSensorGeneratorTests.generate(sensor, NewSensorGeneratorTests.context(seed: seed), days: days).map { $0.sample as! T }
    }

    /// Archives `object` as an app must (secure coding) and reads it back as `T`.
    static func roundTrip<T: NSObject & NSSecureCoding>(_ object: AnyObject, as type: T.Type) throws -> T? {
        let coding = try #require(object as? NSSecureCoding, "\(Swift.type(of: object)) adopts NSSecureCoding")
        let data = try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    }

    static func copied(_ object: AnyObject) throws -> AnyObject {
        let copying = try #require(object as? NSCopying, "\(type(of: object)) adopts NSCopying")
        return copying.copy(with: nil) as AnyObject
    }

    @Test func aSleepSessionSurvivesArchivingAndCopying() throws {
        let session = try #require(Self.samples(.sleepSessions, seed: 3, as: SRSleepSession.self).first)
        let back = try #require(try Self.roundTrip(session as AnyObject, as: SRSleepSession.self))
        #expect(back.identifier == session.identifier && back.startDate == session.startDate && back.duration == session.duration)
        let copy = try #require(try Self.copied(session) as? SRSleepSession)
        #expect(copy.identifier == session.identifier && copy.duration == session.duration)
    }

    @Test func acousticSettingsSurviveArchivingWithEveryNestedSetting() throws {
        let settings = try #require(Self.samples(.acousticSettings, seed: 5, days: 14, as: SRAcousticSettings.self).first)
        let back = try #require(try Self.roundTrip(settings as AnyObject, as: SRAcousticSettings.self))
        #expect(back.headphoneSafetyAudioLevel == settings.headphoneSafetyAudioLevel)
        #expect(back.audioExposureSampleLifetime == settings.audioExposureSampleLifetime)
        #expect(back.isEnvironmentalSoundMeasurementsEnabled == settings.isEnvironmentalSoundMeasurementsEnabled)
        #expect(back.musicEQSettings.isLateNightModeEnabled == settings.musicEQSettings.isLateNightModeEnabled)
        #expect(back.musicEQSettings.isSoundCheckEnabled == settings.musicEQSettings.isSoundCheckEnabled)
        let a = back.accessibilitySettings, b = settings.accessibilitySettings
        #expect(a.leftRightBalance == b.leftRightBalance && a.isMonoAudioEnabled == b.isMonoAudioEnabled)
        #expect(a.backgroundSounds.soundName == b.backgroundSounds.soundName)
        #expect(a.backgroundSounds.relativeVolumeWithMedia == b.backgroundSounds.relativeVolumeWithMedia)
        #expect(a.headphoneAccommodations.mediaEnhanceApplication == b.headphoneAccommodations.mediaEnhanceApplication)
        #expect(a.headphoneAccommodations.mediaEnhanceTuning == b.headphoneAccommodations.mediaEnhanceTuning)
        #expect(a.backgroundSounds.relativeVolume == b.backgroundSounds.relativeVolume)
        // Each nested class adopts both protocols, as the header declares (on Linux a nested class
        // is archived inside its parent only: FIDELITY.md).
        for nested: AnyObject in [settings, settings.musicEQSettings, b, b.backgroundSounds, b.headphoneAccommodations] {
            #expect(nested is NSSecureCoding, "\(type(of: nested))")
            #expect(try Self.copied(nested) === nested, "an immutable sample's copy is itself")
        }
    }

    @Test func headphoneSettingsSurviveArchivingWithAndWithoutHearingAssistance() throws {
        var all: [SRHeadphoneSettings] = []
        for seed: UInt64 in 0..<40 {
            all += Self.samples(.headphoneSettings, seed: seed, days: 2, as: SRHeadphoneSettings.self)
        }
        let withAssistance = try #require(all.first { $0.hearingAssistance != nil })
        let without = try #require(all.first { $0.hearingAssistance == nil })
        for settings in [withAssistance, without] {
            let back = try #require(try Self.roundTrip(settings as AnyObject, as: SRHeadphoneSettings.self))
            #expect(back.listeningMode == settings.listeningMode && back.adaptiveAudioStrength == settings.adaptiveAudioStrength)
            #expect(back.spatialAudioEnabled == settings.spatialAudioEnabled)
            #expect(back.conversationAwarenessEnabled == settings.conversationAwarenessEnabled)
            let copy = try Self.copied(settings)
            let copiedItself = copy === settings
            #expect(copiedItself, "an immutable sample's copy is itself")
            guard let assistance = settings.hearingAssistance else {
                #expect(back.hearingAssistance == nil)
                continue
            }
            let decoded = try #require(back.hearingAssistance)
            #expect(decoded.hearingAidBalance == assistance.hearingAidBalance)
            #expect(decoded.conversationBoostEnabled == assistance.conversationBoostEnabled)
            let coding: AnyObject = assistance
            #expect(coding is NSSecureCoding)
            let assistanceCopy = try Self.copied(assistance)
            let assistanceCopiedItself = assistanceCopy === assistance
            #expect(assistanceCopiedItself)
        }
    }

    /// SRWristTemperatureSession.h (iOS 17): the session and each reading adopt `NSCopying` and
    /// `NSSecureCoding`; the sensor Apple's `SRReader` pages use as their example.
    @Test func aWristTemperatureSessionSurvivesArchivingWithItsReadings() throws {
        let session = try Self.first(.wristTemperature, on: .appleWatch, days: 3, as: SRWristTemperatureSession.self)
        let back = try #require(try Self.roundTrip(session, as: SRWristTemperatureSession.self))
        #expect(back.startDate == session.startDate && back.duration == session.duration && back.version == session.version)
        let before = Array(session.temperatures), after = Array(back.temperatures)
        #expect(!before.isEmpty && after.count == before.count)
        #expect(zip(before, after).allSatisfy { $0.timestamp == $1.timestamp && $0.value == $1.value
            && $0.errorEstimate == $1.errorEstimate && $0.condition == $1.condition })
        let reading = try #require(before.first)
        #expect(try Self.roundTrip(reading, as: SRWristTemperature.self)?.value == reading.value)
        let copies = [try Self.copied(session), try Self.copied(reading)]
        let copiedItself = copies[0] === session && copies[1] === reading
        #expect(copiedItself)
    }

    /// SRElectrocardiogramSample.h (iOS 17.4): the sample, its session and its data adopt
    /// `NSCopying` and `NSSecureCoding`.
    @Test func anElectrocardiogramSampleSurvivesArchivingWithItsSession() throws {
        let sample = try #require(try Self.first(.electrocardiogram, on: .appleWatch, days: 7,
                                                 as: [SRElectrocardiogramSample].self).first)
        let back = try #require(try Self.roundTrip(sample, as: SRElectrocardiogramSample.self))
        #expect(back.date == sample.date && back.frequency == sample.frequency && back.lead == sample.lead)
        #expect(back.session.identifier == sample.session.identifier && back.session.state == sample.session.state)
        #expect(back.data.first?.value == sample.data.first?.value && back.data.first?.flags == sample.data.first?.flags)
        let data = try #require(sample.data.first)
        #expect(try Self.roundTrip(data, as: SRElectrocardiogramData.self)?.value == data.value)
        #expect(try Self.roundTrip(sample.session, as: SRElectrocardiogramSession.self)?.identifier == sample.session.identifier)
        let copies = [try Self.copied(sample), try Self.copied(sample.session), try Self.copied(data)]
        let copiedItself = copies[0] === sample && copies[1] === sample.session && copies[2] === data
        #expect(copiedItself)
    }

    /// SRSpeechMetrics.h (iOS 17): the metrics, their audio level and their speech expression
    /// adopt `NSCopying` and `NSSecureCoding`.
    @Test func speechMetricsSurviveArchivingWithTheirLevelAndExpression() throws {
        let metrics = try Self.first(.telephonySpeechMetrics, days: 7, as: SRSpeechMetrics.self)
        #expect(metrics.audioLevel != nil && metrics.speechExpression != nil, "a call's metrics carry both")
        let back = try #require(try Self.roundTrip(metrics, as: SRSpeechMetrics.self))
        #expect(back.sessionIdentifier == metrics.sessionIdentifier && back.timestamp == metrics.timestamp)
        #expect(back.timeSinceAudioStart == metrics.timeSinceAudioStart && back.sessionFlags == metrics.sessionFlags)
        #expect(back.audioLevel?.loudness == metrics.audioLevel?.loudness)
        #expect(back.speechExpression?.valence == metrics.speechExpression?.valence)
        #expect(back.speechExpression?.version == metrics.speechExpression?.version)
        let copy = try Self.copied(metrics)
        let copiedItself = copy === metrics
        #expect(copiedItself)
        for part: AnyObject in [metrics.audioLevel, metrics.speechExpression].compactMap({ $0 }) {
            #expect(part is NSSecureCoding, "\(type(of: part))")
        }
    }

    @Test func theHeadsetSurvivesArchivingAndCopying() throws {
        let c = NewSensorGeneratorTests.context(seed: 2)
        let headset = try #require(c.sourceDevice(for: .headphoneSettings))
        let back = try #require(try Self.roundTrip(headset, as: SRSourceDevice.self))
        #expect(back == headset)
        #expect(back.model == headset.model && back.firmwareVersion == headset.firmwareVersion)
        #expect(try Self.copied(headset) as? SRSourceDevice == headset)
    }

    @Test func aDeletionRecordArchivesButIsNotCopyable() throws {
        let record = SRDeletionRecord(startTime: SRAbsoluteTime(1_000), endTime: SRAbsoluteTime(87_400), reason: .ageLimit)
        let back = try #require(try Self.roundTrip(record, as: SRDeletionRecord.self))
        #expect(back.startTime == record.startTime && back.endTime == record.endTime && back.reason == .ageLimit)
        #expect(!((record as AnyObject) is NSCopying), "SRDeletionRecord.h declares NSSecureCoding only")
    }

    @Test func anArchiveMissingAFieldDecodesToNil() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode("only-an-identifier" as NSString, forKey: "identifier")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(SRSleepSession(coder: unarchiver) == nil, "no start or duration: nil, not a session at 2001-01-01")
    }

    // MARK: CoreMotion's samples: CMLogItem and everything under it, CMPedometerData, CMOdometerData

    static func first<T>(_ sensor: SRSensor, on device: SRDevice.Kind = .iPhone, days: Double, as: T.Type) throws -> T {
        let c = GenerationContext(seed: 4, device: device, routine: ParticipantRoutine(seed: 4, utcOffset: Fixture.utcOffset),
                                  bootTime: Fixture.start - 5 * Fixture.day, rates: SampleRates())
        var found: T?
        _ = SampleGenerators.generator(for: sensor)!.generate(Fixture.window(Fixture.start, Fixture.start + days * Fixture.day), c) {
            s, _, _ in
            found = SampleBridge.apple(s) as? T
            return found == nil
        }
        return try #require(found, "a \(sensor) sample")
    }

    @Test func recordedMotionSamplesSurviveArchivingAsCMLogItems() throws {
        let acceleration = try #require(try Self.first(.accelerometer, days: 1, as: [CMRecordedAccelerometerData].self).first)
        let a = try #require(try Self.roundTrip(acceleration, as: CMRecordedAccelerometerData.self))
        #expect(a == acceleration, "identifier, start date, timestamp and acceleration read back")
        let rotation = try #require(try Self.first(.rotationRate, days: 1, as: [CMRecordedRotationRateData].self).first)
        #expect(try Self.roundTrip(rotation, as: CMRecordedRotationRateData.self) == rotation)
        let pressure = try #require(try Self.first(.ambientPressure, days: 1, as: [CMRecordedPressureData].self).first)
        #expect(try Self.roundTrip(pressure, as: CMRecordedPressureData.self) == pressure)
        // A log item archived as its base class reads back as what it is, timestamp included.
        let item = try #require(try Self.roundTrip(acceleration, as: CMLogItem.self))
        #expect(item is CMRecordedAccelerometerData && item.timestamp == acceleration.timestamp)
        let copy = try Self.copied(acceleration)
        let copiedItself = copy === acceleration
        #expect(copiedItself)
    }

    @Test func headphoneMotionSurvivesArchivingWithItsAttitude() throws {
        let seed = NewSensorGeneratorTests.seed(headsetHasMotion: true)
        let motion = try #require(Self.samples(.headphoneMotion, seed: seed, days: 2, as: [CMRecordedDeviceMotion].self)
            .first { !$0.isEmpty }?.first)
        let back = try #require(try Self.roundTrip(motion, as: CMRecordedDeviceMotion.self))
        #expect(back == motion)
        #expect(back.attitude.quaternion.w == motion.attitude.quaternion.w && back.gravity.z == motion.gravity.z)
        #expect(back.magneticField.accuracy == motion.magneticField.accuracy && back.headingAccuracy == motion.headingAccuracy)
        // CMAttitude is mutable (multiply(byInverseOf:)), so its copy is a new attitude.
        let attitude = try #require(try Self.copied(motion.attitude) as? CMAttitude)
        let sameObject = attitude === motion.attitude
        #expect(!sameObject && attitude.quaternion.x == motion.attitude.quaternion.x)
        #expect(try Self.roundTrip(motion.attitude, as: CMAttitude.self)?.quaternion.y == motion.attitude.quaternion.y)
    }

    @Test func heartRatePedometerAndOdometerDataSurviveArchiving() throws {
        let heart = try Self.first(.heartRate, on: .appleWatch, days: 1, as: CMHighFrequencyHeartRateData.self)
        let h = try #require(try Self.roundTrip(heart, as: CMHighFrequencyHeartRateData.self))
        #expect(h.heartRate == heart.heartRate && h.confidence == heart.confidence && h.date == heart.date
            && h.timestamp == heart.timestamp)
        let steps = try Self.first(.pedometerData, days: 2, as: CMPedometerData.self)
        let p = try #require(try Self.roundTrip(steps, as: CMPedometerData.self))
        #expect(p.numberOfSteps == steps.numberOfSteps && p.distance == steps.distance && p.endDate == steps.endDate)
        #expect(p.floorsAscended == steps.floorsAscended && p.currentCadence == steps.currentCadence)
        let odometer = try Self.first(.odometer, days: 7, as: CMOdometerData.self)
        let o = try #require(try Self.roundTrip(odometer, as: CMOdometerData.self))
        #expect(o.speed == odometer.speed && o.gpsDate == odometer.gpsDate && o.originDevice == odometer.originDevice)
        for sample: AnyObject in [heart, steps, odometer] {
            let copy = try Self.copied(sample)
            let copiedItself = copy === sample
            #expect(copiedItself, "\(type(of: sample))")
        }
    }
}
