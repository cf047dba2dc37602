import Testing
import SensorKitSim

/// The raw values of the iOS 26 and 27 sample enums, as the headers number them: a study that
/// stores `rawValue` reads the same numbers as on a device.
@Suite struct RawValueTests {
    @Test func acousticSettingsEnumsUseTheHeadersNumbers() {
        typealias H = SRAcousticSettings.Accessibility.HeadphoneAccommodations
        #expect(SRAcousticSettings.SampleLifetime.eightDays.rawValue == 1)
        #expect(SRAcousticSettings.SampleLifetime.untilUserDeletes.rawValue == 2)
        #expect(SRAcousticSettings.Accessibility.BackgroundSounds.Name.balancedNoise.rawValue == 1)
        #expect(SRAcousticSettings.Accessibility.BackgroundSounds.Name.quietNight.rawValue == 16)
        #expect([H.MediaEnhanceTuning.none, .balancedTone, .vocalRange, .brightness].map(\.rawValue) == [0, 1, 2, 3])
        #expect([H.MediaEnhanceBoosting.none, .slight, .moderate, .strong].map(\.rawValue) == [0, 1, 2, 3])
        #expect([H.MediaEnhanceApplication.none, .phone, .media, .phoneAndMedia].map(\.rawValue) == [1, 2, 3, 4])
    }

    @Test func headphoneSettingsEnumsUseTheHeadersNumbersAndTypes() {
        #expect([SRHeadphoneSettings.SettingEnablement.unsupported, .enabled, .disabled].map(\.rawValue) == [0, 1, 2])
        #expect([SRHeadphoneSettings.ListeningMode.normal, .activeNoiseCancelling, .transparency, .autoActiveNoiseCancelling]
            .map(\.rawValue) == [1, 2, 3, 4])
        let strengths: [UInt32] = [SRHeadphoneSettings.AdaptiveAudioStrength.low, .medium, .high].map(\.rawValue)
        #expect(strengths == [1, 2, 3])
        #expect([CMDeviceMotion.SensorLocation.default, .headphoneLeft, .headphoneRight].map(\.rawValue) == [0, 1, 2])
    }

    @Test func sensorAndSampleStringsAreThoseTheBinariesCarry() {
        #expect(SRSensor.headphoneMotion.rawValue == "com.apple.SensorKit.motion.headphone")
        #expect(SRSensor.acousticSettings.rawValue == "com.apple.SensorKit.hearing.acousticSettings")
        #expect(SRPhotoplethysmogramSample.Usage.backgroundSystem.rawValue == "BackgroundSystem")
        #expect(SRPhotoplethysmogramOpticalSample.Condition.signalSaturation.rawValue == "SignalSaturation")
        #expect([SRKeyboardMetrics.SentimentCategory.absolutist, .confused].map(\.rawValue) == [0, 9])
        #expect([SRTextInputSession.SessionType.keyboard, .dictation].map(\.rawValue) == [1, 4])
    }
}
