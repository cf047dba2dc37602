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
}
