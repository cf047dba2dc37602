import Foundation

/// Apple's `SRAcousticSettings` (iOS 26): the participant's hearing-related settings, as
/// SRAcousticSettings.h declares them, nested types and raw values included.
public final class SRAcousticSettings: NSObject, Sendable {
    /// How long HealthKit keeps headphone audio-exposure samples.
    public enum SampleLifetime: Int, Sendable {
        case eightDays = 1, untilUserDeletes = 2
    }

    /// Settings > Music > Audio.
    public final class MusicEQ: NSObject, Sendable {
        public let isSoundCheckEnabled: Bool
        /// Late Night mode compresses system audio dynamically.
        public let isLateNightModeEnabled: Bool

        init(isSoundCheckEnabled: Bool, isLateNightModeEnabled: Bool) {
            self.isSoundCheckEnabled = isSoundCheckEnabled
            self.isLateNightModeEnabled = isLateNightModeEnabled
        }
    }

    /// Settings > Accessibility > Audio & Visual.
    public final class Accessibility: NSObject, Sendable {
        /// Background Sounds: sound that masks the environment's noise.
        public final class BackgroundSounds: NSObject, Sendable {
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
        }

        /// Headphone Accommodations: audio tuned to the listener's hearing.
        public final class HeadphoneAccommodations: NSObject, Sendable {
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
}
