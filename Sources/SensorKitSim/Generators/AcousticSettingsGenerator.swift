import SimCore

/// A snapshot of the acoustic settings every `acousticSettingsInterval`, at local midnight.
///
/// Most settings are the participant's own and never change; the ones people toggle (late-night
/// mode, the loud-audio limit, background sounds) may change every two weeks. Headphone
/// accommodations are off for most people; with them off, the 26.4 `none` cases are reported.
struct AcousticSettingsGenerator: SampleGenerator {
    let sensor: SRSensor = .acousticSettings
    private static let limits: [Double] = [75, 80, 85, 90, 95, 100]

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let grid = ReportGrid(interval: c.rates.acousticSettingsInterval, utcOffset: c.routine.utcOffset)
        let stream = c.stream(sensor)
        let person = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ salt, 0) }
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let end = grid.end(k)
                let epoch = UInt64(bitPattern: Int64((end / (14 * 86_400)).rounded(.down)))
                let now = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ 100 &+ salt, epoch) }
                let balanced = person(2) < 0.9
                let sounds = SRAcousticSettings.Accessibility.BackgroundSounds(
                    isEnabled: now(2) < 0.08,
                    soundName: .init(rawValue: 1 + Int(person(8) * 16)) ?? .balancedNoise,
                    relativeVolume: (20 + 40 * person(9)).rounded(), isPlayWithMediaEnabled: person(10) < 0.3,
                    relativeVolumeWithMedia: (10 + 20 * person(11)).rounded(), isStopOnLockEnabled: person(12) < 0.8)
                let accommodating = person(13) < 0.05
                let accommodations = SRAcousticSettings.Accessibility.HeadphoneAccommodations(
                    isEnabled: accommodating,
                    mediaEnhanceTuning: accommodating ? .init(rawValue: 1 + Int(person(14) * 3)) ?? .balancedTone : .none,
                    mediaEnhanceBoosting: accommodating ? .init(rawValue: 1 + Int(person(15) * 3)) ?? .slight : .none,
                    mediaEnhanceApplication: accommodating ? .init(rawValue: 2 + Int(person(16) * 3)) ?? .phoneAndMedia : .none)
                let settings = SRAcousticSettings(
                    musicEQSettings: .init(isSoundCheckEnabled: person(1) < 0.3, isLateNightModeEnabled: now(0) < 0.1),
                    accessibilitySettings: .init(leftRightBalance: balanced ? 0 : 0.2 * person(3) - 0.1,
                                                 isMonoAudioEnabled: person(4) < 0.05, backgroundSounds: sounds,
                                                 headphoneAccommodations: accommodations),
                    audioExposureSampleLifetime: person(5) < 0.85 ? .eightDays : .untilUserDeletes,
                    headphoneSafetyAudioLevel: now(1) < 0.35 ? AcousticSettingsGenerator.limits[Int(person(6) * 6)] : nil,
                    isEnvironmentalSoundMeasurementsEnabled: person(7) < 0.7)
                if !sink(settings, end, 1) { return false }
            }
        }
        return true
    }
}
