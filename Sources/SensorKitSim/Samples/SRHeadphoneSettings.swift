import Foundation

/// Apple's `SRHeadphoneSettings` (iOS 27): the connected headphones' listening settings, as
/// SRHeadphoneSettings.h declares them. It and `HearingAssistance` adopt `NSSecureCoding` and
/// `NSCopying`, as the header declares; an archive of the settings holds the hearing assistance.
///
/// Final, unlike the sample classes a test double stands in for: SRHeadphoneSettings.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRHeadphoneSettings: NSObject, NSCopying, NSSecureCoding, Sendable {
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
    public final class HearingAssistance: NSObject, NSCopying, NSSecureCoding, Sendable {
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

        public func copy(with zone: NSZone? = nil) -> Any { self }
        public class var supportsSecureCoding: Bool { true }
        public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
        public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

        private static let settingKeys = ["hearingAid", "mediaAssist", "adjustMedia", "adjustVoice", "hearingProtection",
                                          "conversationBoost"]
        private static let levelKeys = ["hearingAidAmplification", "hearingAidBalance", "hearingAidTone",
                                        "ambientNoiseReduction"]

        func encode(with coder: NSCoder, prefix p: String) {
            let settings = [hearingAidEnabled, mediaAssistEnabled, adjustMediaEnabled, adjustVoiceEnabled,
                            hearingProtectionEnabled, conversationBoostEnabled]
            for (key, value) in zip(Self.settingKeys, settings) { coder.encodeRaw(value, forKey: p + key) }
            let levels = [hearingAidAmplification, hearingAidBalance, hearingAidTone, ambientNoiseReduction]
            for (key, value) in zip(Self.levelKeys, levels) { coder.encode(value, forKey: p + key) }
        }

        convenience init?(coder: NSCoder, prefix p: String) {
            let s = Self.settingKeys.compactMap { coder.decodeRaw(SettingEnablement.self, forKey: p + $0) }
            let l = Self.levelKeys.compactMap { coder.decodeNumber(forKey: p + $0) }
            guard s.count == Self.settingKeys.count, l.count == Self.levelKeys.count else { return nil }
            self.init(hearingAidEnabled: s[0], mediaAssistEnabled: s[1], adjustMediaEnabled: s[2], adjustVoiceEnabled: s[3],
                      hearingProtectionEnabled: s[4], conversationBoostEnabled: s[5], hearingAidAmplification: l[0],
                      hearingAidBalance: l[1], hearingAidTone: l[2], ambientNoiseReduction: l[3])
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

    // MARK: NSCopying and NSSecureCoding (SRHeadphoneSettings.h)

    /// The settings themselves: a sample never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    private static let settingKeys = ["personalizedVolume", "conversationAwareness", "spatialAudio", "personalizedSpatialAudio"]

    public func encode(with coder: NSCoder) {
        coder.encodeRaw(adaptiveAudioStrength, forKey: "adaptiveAudioStrength")
        coder.encodeRaw(listeningMode, forKey: "listeningMode")
        let settings = [personalizedVolumeEnabled, conversationAwarenessEnabled, spatialAudioEnabled,
                        personalizedSpatialAudioEnabled]
        for (key, value) in zip(Self.settingKeys, settings) { coder.encodeRaw(value, forKey: key) }
        coder.encode(hearingAssistance != nil, forKey: "hasHearingAssistance")
        hearingAssistance?.encode(with: coder, prefix: "hearingAssistance.")
    }

    public init?(coder: NSCoder) {
        let s = Self.settingKeys.compactMap { coder.decodeRaw(SettingEnablement.self, forKey: $0) }
        guard let strength = coder.decodeRaw(AdaptiveAudioStrength.self, forKey: "adaptiveAudioStrength"),
              let mode = coder.decodeRaw(ListeningMode.self, forKey: "listeningMode"), s.count == Self.settingKeys.count,
              let hasAssistance = coder.decodeFlag(forKey: "hasHearingAssistance") else { return nil }
        if hasAssistance {
            guard let decoded = HearingAssistance(coder: coder, prefix: "hearingAssistance.") else { return nil }
            hearingAssistance = decoded
        } else {
            hearingAssistance = nil
        }
        adaptiveAudioStrength = strength
        listeningMode = mode
        personalizedVolumeEnabled = s[0]
        conversationAwarenessEnabled = s[1]
        spatialAudioEnabled = s[2]
        personalizedSpatialAudioEnabled = s[3]
    }
}
