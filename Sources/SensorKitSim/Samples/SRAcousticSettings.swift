import Foundation

/// Apple's `SRAcousticSettings` (iOS 26): the participant's hearing-related settings.
///
/// A subset: Apple's `Accessibility` also holds background-sound and headphone-accommodation
/// settings, which the simulator leaves out.
public final class SRAcousticSettings: NSObject {
    /// Apple does not publish the raw values; these are assumptions.
    public enum SampleLifetime: Int, Sendable {
        case eightDays = 1, untilUserDeletes
    }

    public final class MusicEQ: NSObject, Sendable {
        public let isSoundCheckEnabled: Bool
        public let isLateNightModeEnabled: Bool
        init(isSoundCheckEnabled: Bool, isLateNightModeEnabled: Bool) {
            self.isSoundCheckEnabled = isSoundCheckEnabled
            self.isLateNightModeEnabled = isLateNightModeEnabled
        }
    }

    public final class Accessibility: NSObject, Sendable {
        /// -1 (left) ... 1 (right).
        public let leftRightBalance: Double
        public let isMonoAudioEnabled: Bool
        init(leftRightBalance: Double, isMonoAudioEnabled: Bool) {
            self.leftRightBalance = leftRightBalance
            self.isMonoAudioEnabled = isMonoAudioEnabled
        }
    }

    public let musicEQSettings: MusicEQ
    public let accessibilitySettings: Accessibility
    /// How long headphone audio exposure samples stay in HealthKit.
    public let audioExposureSampleLifetime: SampleLifetime
    /// The "Reduce Loud Audio" limit in decibels; nil when off.
    public let headphoneSafetyAudioLevel: Double?
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
