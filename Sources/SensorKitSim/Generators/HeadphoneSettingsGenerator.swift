import Foundation
import SimCore

/// One `SRHeadphoneSettings` each time the headphones connect, read from the headset.
///
/// The participant's preferences rarely change (a two-week epoch, as for the acoustic settings);
/// the listening mode is the one thing chosen per session (noise cancelling on the commute,
/// transparency or adaptive on a run). Features the headset lacks read `unsupported`, and
/// Hearing Assistance is nil on a headset without it.
struct HeadphoneSettingsGenerator: SampleGenerator {
    let sensor: SRSensor = .headphoneSettings

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone, let lower = window.lowerBound, let upper = window.intervals.last?.upper else { return true }
        let stream = c.stream(sensor)
        let h = c.headset
        let person = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ salt, 0) }
        for session in c.headphoneSessions(lower, upper).intervals where window.contains(session.lower) {
            let epoch = UInt64(bitPattern: Int64((session.lower / (14 * 86_400)).rounded(.down)))
            let now = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ 100 &+ salt, epoch) }
            let moving = c.routine.activity(at: session.lower + 60) == .running
            let roll = SeededNoise.unit(c.seed, stream &+ 200, UInt64(bitPattern: Int64(session.lower)))
            let apple = { (on: Bool) -> SRHeadphoneSettings.SettingEnablement in
                h.hasAdaptiveAudio ? (on ? .enabled : .disabled) : .unsupported
            }
            let mode: SRHeadphoneSettings.ListeningMode = moving
                ? (roll < 0.6 ? .transparency : .autoActiveNoiseCancelling)
                : (roll < 0.55 ? .activeNoiseCancelling : (roll < 0.85 ? .autoActiveNoiseCancelling : .normal))
            let hearing = h.hasHearingAssistance ? SRHeadphoneSettings.HearingAssistance(
                hearingAidEnabled: person(1) < 0.05 ? .enabled : .disabled,
                mediaAssistEnabled: person(2) < 0.05 ? .enabled : .disabled,
                adjustMediaEnabled: .disabled, adjustVoiceEnabled: .disabled,
                hearingProtectionEnabled: person(3) < 0.8 ? .enabled : .disabled,
                conversationBoostEnabled: now(4) < 0.1 ? .enabled : .disabled,
                hearingAidAmplification: person(1) < 0.05 ? ((0.2 + 0.5 * person(5)) * 100).rounded() / 100 : 0,
                hearingAidBalance: 0, hearingAidTone: 0,
                ambientNoiseReduction: (person(6) * 50).rounded() / 100) : nil
            let settings = SRHeadphoneSettings(
                adaptiveAudioStrength: [.low, .medium, .high][Int(now(0) * 3)],
                listeningMode: mode,
                personalizedVolumeEnabled: apple(person(7) < 0.6),
                conversationAwarenessEnabled: apple(now(8) < 0.7),
                spatialAudioEnabled: h.hasMotion ? (person(9) < 0.5 ? .enabled : .disabled) : .unsupported,
                personalizedSpatialAudioEnabled: h.hasMotion ? (person(10) < 0.3 ? .enabled : .disabled) : .unsupported,
                hearingAssistance: hearing)
            if !sink(settings, session.lower, 1) { return false }
        }
        return true
    }
}
