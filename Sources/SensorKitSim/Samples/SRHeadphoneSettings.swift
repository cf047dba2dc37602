import Foundation

/// Apple's `SRHeadphoneSettings` (iOS 27): the connected headphones' listening settings, as
/// SRHeadphoneSettings.h declares them.
public final class SRHeadphoneSettings: NSObject, Sendable {
    /// Whether a headphone feature is on; `unsupported` when the headset lacks it.
    public enum SettingEnablement: Int, Sendable {
        case unsupported = 0, enabled = 1, disabled = 2
    }

    /// The noise-control mode. Apple declares no "unsupported" case.
    public enum ListeningMode: Int, Sendable {
        case normal = 1, activeNoiseCancelling = 2, transparency = 3, autoActiveNoiseCancelling = 4
    }

    /// How strongly Adaptive Audio lets outside noise in or cancels it (`uint32_t` in the header).
    public enum AdaptiveAudioStrength: UInt32, Sendable {
        case low = 1, medium = 2, high = 3
    }

    /// The headset's Hearing Assistance (hearing aid) settings.
    public final class HearingAssistance: NSObject, Sendable {
        public let hearingAidEnabled: SettingEnablement
        /// Clearer music, video and calls while the hearing aid is active.
        public let mediaAssistEnabled: SettingEnablement
        public let adjustMediaEnabled: SettingEnablement
        public let adjustVoiceEnabled: SettingEnablement
        /// Reduces loud environmental sound in Transparency and Adaptive modes.
        public let hearingProtectionEnabled: SettingEnablement
        public let conversationBoostEnabled: SettingEnablement
        /// The simulator uses 0 ... 1; Apple states no range (FIDELITY.md).
        public let hearingAidAmplification: Double
        /// The simulator uses -1 (left) ... 1 (right); Apple states no range.
        public let hearingAidBalance: Double
        /// The simulator uses -1 (darker) ... 1 (brighter); Apple states no range.
        public let hearingAidTone: Double
        /// The simulator uses 0 ... 1; Apple states no range.
        public let ambientNoiseReduction: Double

        init(hearingAidEnabled: SettingEnablement, mediaAssistEnabled: SettingEnablement,
             adjustMediaEnabled: SettingEnablement, adjustVoiceEnabled: SettingEnablement,
             hearingProtectionEnabled: SettingEnablement, conversationBoostEnabled: SettingEnablement,
             hearingAidAmplification: Double, hearingAidBalance: Double, hearingAidTone: Double,
             ambientNoiseReduction: Double) {
            self.hearingAidEnabled = hearingAidEnabled
            self.mediaAssistEnabled = mediaAssistEnabled
            self.adjustMediaEnabled = adjustMediaEnabled
            self.adjustVoiceEnabled = adjustVoiceEnabled
            self.hearingProtectionEnabled = hearingProtectionEnabled
            self.conversationBoostEnabled = conversationBoostEnabled
            self.hearingAidAmplification = hearingAidAmplification
            self.hearingAidBalance = hearingAidBalance
            self.hearingAidTone = hearingAidTone
            self.ambientNoiseReduction = ambientNoiseReduction
        }
    }

    public let adaptiveAudioStrength: AdaptiveAudioStrength
    public let listeningMode: ListeningMode
    /// Media volume follows the environment.
    public let personalizedVolumeEnabled: SettingEnablement
    /// Media volume drops when the wearer talks to someone.
    public let conversationAwarenessEnabled: SettingEnablement
    public let spatialAudioEnabled: SettingEnablement
    public let personalizedSpatialAudioEnabled: SettingEnablement
    /// Nil when the headset has no Hearing Assistance.
    public let hearingAssistance: HearingAssistance?

    init(adaptiveAudioStrength: AdaptiveAudioStrength, listeningMode: ListeningMode,
         personalizedVolumeEnabled: SettingEnablement, conversationAwarenessEnabled: SettingEnablement,
         spatialAudioEnabled: SettingEnablement, personalizedSpatialAudioEnabled: SettingEnablement,
         hearingAssistance: HearingAssistance?) {
        self.adaptiveAudioStrength = adaptiveAudioStrength
        self.listeningMode = listeningMode
        self.personalizedVolumeEnabled = personalizedVolumeEnabled
        self.conversationAwarenessEnabled = conversationAwarenessEnabled
        self.spatialAudioEnabled = spatialAudioEnabled
        self.personalizedSpatialAudioEnabled = personalizedSpatialAudioEnabled
        self.hearingAssistance = hearingAssistance
    }
}
