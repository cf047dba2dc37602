import Foundation

/// Apple's `SRAcousticSettings` (iOS 26): the participant's hearing-related settings, as
/// SRAcousticSettings.h declares them, nested types and raw values included. It and each nested
/// class adopt `NSSecureCoding` and `NSCopying`, as the header declares; an archive of the
/// settings holds the nested settings too (NSCoder+Samples.swift).
///
/// Final, unlike the sample classes a test double stands in for: SRAcousticSettings.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRAcousticSettings: NSObject, NSCopying, NSSecureCoding, Sendable {
    /// How long HealthKit keeps headphone audio-exposure samples.
    public enum SampleLifetime: Int, Sendable {
        case eightDays = 1, untilUserDeletes = 2
    }

    /// Settings > Music > Audio.
    public final class MusicEQ: NSObject, NSCopying, NSSecureCoding, Sendable {
        public let isSoundCheckEnabled: Bool
        /// Late Night mode compresses system audio dynamically.
        public let isLateNightModeEnabled: Bool

        init(isSoundCheckEnabled: Bool, isLateNightModeEnabled: Bool) {
            self.isSoundCheckEnabled = isSoundCheckEnabled
            self.isLateNightModeEnabled = isLateNightModeEnabled
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }
        public class var supportsSecureCoding: Bool { true }
        public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
        public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

        func encode(with coder: NSCoder, prefix p: String) {
            coder.encode(isSoundCheckEnabled, forKey: p + "soundCheck")
            coder.encode(isLateNightModeEnabled, forKey: p + "lateNightMode")
        }

        init?(coder: NSCoder, prefix p: String) {
            guard let soundCheck = coder.decodeFlag(forKey: p + "soundCheck"),
                  let lateNight = coder.decodeFlag(forKey: p + "lateNightMode") else { return nil }
            isSoundCheckEnabled = soundCheck
            isLateNightModeEnabled = lateNight
        }
    }

    /// Settings > Accessibility > Audio & Visual.
    public final class Accessibility: NSObject, NSCopying, NSSecureCoding, Sendable {
        /// Background Sounds: sound that masks the environment's noise.
        public final class BackgroundSounds: NSObject, NSCopying, NSSecureCoding, Sendable {
            /// The sound played.
            public enum Name: Int, Sendable {
                case balancedNoise = 1, brightNoise = 2, darkNoise = 3, ocean = 4, rain = 5, stream = 6, night = 7,
                     fire = 8, babble = 9, steam = 10, airplane = 11, boat = 12, bus = 13, train = 14,
                     rainOnRoof = 15, quietNight = 16
            }

            public let isEnabled: Bool
            public let soundName: Name
            /// Volume relative to the system volume, in percent.
            public let relativeVolume: Double
            public let isPlayWithMediaEnabled: Bool
            /// Volume relative to the system volume while media plays, in percent.
            public let relativeVolumeWithMedia: Double
            public let isStopOnLockEnabled: Bool

            init(isEnabled: Bool, soundName: Name, relativeVolume: Double, isPlayWithMediaEnabled: Bool,
                 relativeVolumeWithMedia: Double, isStopOnLockEnabled: Bool) {
                self.isEnabled = isEnabled
                self.soundName = soundName
                self.relativeVolume = relativeVolume
                self.isPlayWithMediaEnabled = isPlayWithMediaEnabled
                self.relativeVolumeWithMedia = relativeVolumeWithMedia
                self.isStopOnLockEnabled = isStopOnLockEnabled
            }

            public func copy(with zone: NSZone? = nil) -> Any { self }
            public class var supportsSecureCoding: Bool { true }
            public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
            public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

            func encode(with coder: NSCoder, prefix p: String) {
                coder.encode(isEnabled, forKey: p + "enabled")
                coder.encodeRaw(soundName, forKey: p + "soundName")
                coder.encode(relativeVolume, forKey: p + "relativeVolume")
                coder.encode(isPlayWithMediaEnabled, forKey: p + "playWithMedia")
                coder.encode(relativeVolumeWithMedia, forKey: p + "relativeVolumeWithMedia")
                coder.encode(isStopOnLockEnabled, forKey: p + "stopOnLock")
            }

            convenience init?(coder: NSCoder, prefix p: String) {
                guard let enabled = coder.decodeFlag(forKey: p + "enabled"),
                      let name = coder.decodeRaw(Name.self, forKey: p + "soundName"),
                      let volume = coder.decodeNumber(forKey: p + "relativeVolume"),
                      let withMedia = coder.decodeFlag(forKey: p + "playWithMedia"),
                      let volumeWithMedia = coder.decodeNumber(forKey: p + "relativeVolumeWithMedia"),
                      let stopOnLock = coder.decodeFlag(forKey: p + "stopOnLock") else { return nil }
                self.init(isEnabled: enabled, soundName: name, relativeVolume: volume, isPlayWithMediaEnabled: withMedia,
                          relativeVolumeWithMedia: volumeWithMedia, isStopOnLockEnabled: stopOnLock)
            }
        }

        /// Headphone Accommodations: audio tuned to the listener's hearing.
        public final class HeadphoneAccommodations: NSObject, NSCopying, NSSecureCoding, Sendable {
            /// The frequency range tuned. `none` arrived in iOS 26.4.
            public enum MediaEnhanceTuning: Int, Sendable {
                case none = 0, balancedTone = 1, vocalRange = 2, brightness = 3
            }

            /// How much soft sounds are boosted. `none` arrived in iOS 26.4.
            public enum MediaEnhanceBoosting: Int, Sendable {
                case none = 0, slight = 1, moderate = 2, strong = 3
            }

            /// What the tuning applies to. Apple numbers `none` 1, not 0.
            public enum MediaEnhanceApplication: Int, Sendable {
                case none = 1, phone = 2, media = 3, phoneAndMedia = 4
            }

            public let isEnabled: Bool
            public let mediaEnhanceTuning: MediaEnhanceTuning
            public let mediaEnhanceBoosting: MediaEnhanceBoosting
            public let mediaEnhanceApplication: MediaEnhanceApplication

            init(isEnabled: Bool, mediaEnhanceTuning: MediaEnhanceTuning, mediaEnhanceBoosting: MediaEnhanceBoosting,
                 mediaEnhanceApplication: MediaEnhanceApplication) {
                self.isEnabled = isEnabled
                self.mediaEnhanceTuning = mediaEnhanceTuning
                self.mediaEnhanceBoosting = mediaEnhanceBoosting
                self.mediaEnhanceApplication = mediaEnhanceApplication
            }

            public func copy(with zone: NSZone? = nil) -> Any { self }
            public class var supportsSecureCoding: Bool { true }
            public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
            public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

            func encode(with coder: NSCoder, prefix p: String) {
                coder.encode(isEnabled, forKey: p + "enabled")
                coder.encodeRaw(mediaEnhanceTuning, forKey: p + "tuning")
                coder.encodeRaw(mediaEnhanceBoosting, forKey: p + "boosting")
                coder.encodeRaw(mediaEnhanceApplication, forKey: p + "application")
            }

            convenience init?(coder: NSCoder, prefix p: String) {
                guard let enabled = coder.decodeFlag(forKey: p + "enabled"),
                      let tuning = coder.decodeRaw(MediaEnhanceTuning.self, forKey: p + "tuning"),
                      let boosting = coder.decodeRaw(MediaEnhanceBoosting.self, forKey: p + "boosting"),
                      let application = coder.decodeRaw(MediaEnhanceApplication.self, forKey: p + "application")
                else { return nil }
                self.init(isEnabled: enabled, mediaEnhanceTuning: tuning, mediaEnhanceBoosting: boosting,
                          mediaEnhanceApplication: application)
            }
        }

        /// The left/right channel balance; the simulator uses -1 (left) ... 1 (right), an
        /// assumption (FIDELITY.md).
        public let leftRightBalance: Double
        public let isMonoAudioEnabled: Bool
        public let backgroundSounds: BackgroundSounds
        public let headphoneAccommodations: HeadphoneAccommodations

        init(leftRightBalance: Double, isMonoAudioEnabled: Bool, backgroundSounds: BackgroundSounds,
             headphoneAccommodations: HeadphoneAccommodations) {
            self.leftRightBalance = leftRightBalance
            self.isMonoAudioEnabled = isMonoAudioEnabled
            self.backgroundSounds = backgroundSounds
            self.headphoneAccommodations = headphoneAccommodations
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }
        public class var supportsSecureCoding: Bool { true }
        public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
        public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

        func encode(with coder: NSCoder, prefix p: String) {
            coder.encode(leftRightBalance, forKey: p + "leftRightBalance")
            coder.encode(isMonoAudioEnabled, forKey: p + "monoAudio")
            backgroundSounds.encode(with: coder, prefix: p + "backgroundSounds.")
            headphoneAccommodations.encode(with: coder, prefix: p + "headphoneAccommodations.")
        }

        init?(coder: NSCoder, prefix p: String) {
            guard let balance = coder.decodeNumber(forKey: p + "leftRightBalance"),
                  let mono = coder.decodeFlag(forKey: p + "monoAudio"),
                  let sounds = BackgroundSounds(coder: coder, prefix: p + "backgroundSounds."),
                  let accommodations = HeadphoneAccommodations(coder: coder, prefix: p + "headphoneAccommodations.")
            else { return nil }
            leftRightBalance = balance
            isMonoAudioEnabled = mono
            backgroundSounds = sounds
            headphoneAccommodations = accommodations
        }
    }

    public let musicEQSettings: MusicEQ
    public let accessibilitySettings: Accessibility
    /// How long headphone audio exposure samples stay in HealthKit.
    public let audioExposureSampleLifetime: SampleLifetime
    /// The "Reduce Loud Audio" limit in decibels; nil when off.
    public let headphoneSafetyAudioLevel: Double?
    /// The Apple Watch Environmental Sound Measurements setting.
    public let isEnvironmentalSoundMeasurementsEnabled: Bool

    init(musicEQSettings: MusicEQ, accessibilitySettings: Accessibility, audioExposureSampleLifetime: SampleLifetime,
         headphoneSafetyAudioLevel: Double?, isEnvironmentalSoundMeasurementsEnabled: Bool) {
        self.musicEQSettings = musicEQSettings
        self.accessibilitySettings = accessibilitySettings
        self.audioExposureSampleLifetime = audioExposureSampleLifetime
        self.headphoneSafetyAudioLevel = headphoneSafetyAudioLevel
        self.isEnvironmentalSoundMeasurementsEnabled = isEnvironmentalSoundMeasurementsEnabled
    }

    // MARK: NSCopying and NSSecureCoding (SRAcousticSettings.h)

    /// The settings themselves: a sample never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        musicEQSettings.encode(with: coder, prefix: "musicEQ.")
        accessibilitySettings.encode(with: coder, prefix: "accessibility.")
        coder.encodeRaw(audioExposureSampleLifetime, forKey: "audioExposureSampleLifetime")
        if let level = headphoneSafetyAudioLevel { coder.encode(level, forKey: "headphoneSafetyAudioLevel") }
        coder.encode(isEnvironmentalSoundMeasurementsEnabled, forKey: "environmentalSoundMeasurements")
    }

    public init?(coder: NSCoder) {
        guard let musicEQ = MusicEQ(coder: coder, prefix: "musicEQ."),
              let accessibility = Accessibility(coder: coder, prefix: "accessibility."),
              let lifetime = coder.decodeRaw(SampleLifetime.self, forKey: "audioExposureSampleLifetime"),
              let environmental = coder.decodeFlag(forKey: "environmentalSoundMeasurements") else { return nil }
        musicEQSettings = musicEQ
        accessibilitySettings = accessibility
        audioExposureSampleLifetime = lifetime
        headphoneSafetyAudioLevel = coder.decodeNumber(forKey: "headphoneSafetyAudioLevel")
        isEnvironmentalSoundMeasurementsEnabled = environmental
    }
}
