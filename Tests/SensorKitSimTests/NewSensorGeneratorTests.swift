import Foundation
import Testing
@testable import SensorKitSim
import SimCore

/// The iOS 26 and 27 sensors' data: settings that rarely change, a sleep session a night, and
/// headphone data only while the participant's headphones are connected.
@Suite struct NewSensorGeneratorTests {
    static let days = 14.0

    /// The first seed from 0 whose participant owns a headset that does (or does not) have motion.
    static func seed(headsetHasMotion: Bool) -> UInt64 {
        (0..<200).first { s in
            let c = GenerationContext(seed: UInt64(s), device: .iPhone, routine: ParticipantRoutine(seed: UInt64(s), utcOffset: 0),
                                      bootTime: 0, rates: SampleRates())
            return c.headset.hasMotion == headsetHasMotion
        }.map(UInt64.init)!
    }

    static func context(seed: UInt64) -> GenerationContext {
        GenerationContext(seed: seed, device: .iPhone, routine: ParticipantRoutine(seed: seed, utcOffset: Fixture.utcOffset),
                          bootTime: Fixture.start - 5 * Fixture.day, rates: SampleRates())
    }

    static func generate(_ sensor: SRSensor, _ c: GenerationContext, days: Double) -> [(time: Double, sample: Any)] {
        var out: [(Double, Any)] = []
        _ = SampleGenerators.generator(for: sensor)!.generate(
            Fixture.window(Fixture.start, Fixture.start + days * Fixture.day), c) { s, t, _ in
            out.append((t, s))
            return true
        }
        return out
    }

    @Test func headphoneMotionIsRecordedOnlyWhileTheHeadphonesAreConnected() {
        let c = Self.context(seed: Self.seed(headsetHasMotion: true))
        let samples = Self.generate(.headphoneMotion, c, days: 3).flatMap { $0.sample as! [CMRecordedDeviceMotion] }
        #expect(!samples.isEmpty)
        let outside = samples.filter { !c.routine.headphonesConnected(at: $0.startDate.timeIntervalSinceReferenceDate) }
        #expect(outside.isEmpty, "\(outside.count) samples while the headphones were not connected")
        // Every connected second holds 25 samples: the sessions are what the data covers.
        var connected = IntervalSet()
        for d in 0..<5 {
            for s in c.routine.headphoneSessions(day: c.routine.localDay(Fixture.start).day + Int64(d)) {
                connected.insert(s.start, s.end)
            }
        }
        let seconds = connected.clipped(to: Fixture.start, Fixture.start + 3 * Fixture.day).totalLength
        #expect(seconds > 3600, "the participant wears headphones for more than an hour in three days")
        #expect(abs(Double(samples.count) - 25 * seconds) <= Double(2 * connected.intervals.count))
        #expect(Set(samples.map(\.sensorLocation)).isSubset(of: [.headphoneLeft, .headphoneRight]))
        #expect(samples.allSatisfy { $0.headingAccuracy < 0 && $0.magneticField.accuracy == .uncalibrated })
        let gravity = samples.map { ($0.gravity.x * $0.gravity.x + $0.gravity.y * $0.gravity.y + $0.gravity.z * $0.gravity.z) }
        #expect(gravity.allSatisfy { abs($0 - 1) < 1e-9 }, "gravity is a unit vector in g")
        let ids = samples.map(\.identifier)
        #expect(ids == ids.sorted(), "batch identifiers grow")
    }

    @Test func aHeadsetWithoutMotionSensorsRecordsNoMotionButStillReportsItsSettings() {
        let c = Self.context(seed: Self.seed(headsetHasMotion: false))
        #expect(Self.generate(.headphoneMotion, c, days: 3).isEmpty)
        let settings = Self.generate(.headphoneSettings, c, days: 3).map { $0.sample as! SRHeadphoneSettings }
        #expect(!settings.isEmpty)
        #expect(settings.allSatisfy { $0.spatialAudioEnabled == .unsupported && $0.hearingAssistance == nil })
    }

    @Test func headphoneSettingsArriveOncePerConnection() {
        let c = Self.context(seed: Self.seed(headsetHasMotion: true))
        let emitted = Self.generate(.headphoneSettings, c, days: 7)
        let firstDay = c.routine.localDay(Fixture.start).day
        let starts = (0...8).flatMap { c.routine.headphoneSessions(day: firstDay + Int64($0)) }.map(\.start)
            .filter { $0 > Fixture.start && $0 <= Fixture.start + 7 * Fixture.day }
        #expect(emitted.map(\.time) == starts)
        let modes = Set(emitted.map { ($0.sample as! SRHeadphoneSettings).listeningMode })
        #expect(modes.count > 1, "the listening mode changes between sessions")
        let preferences = Set(emitted.map { ($0.sample as! SRHeadphoneSettings).personalizedVolumeEnabled })
        #expect(preferences.count <= 2, "a preference changes at most once a fortnight")
    }

    @Test func onlyTheHeadphoneSensorsNameASourceDevice() {
        let c = Self.context(seed: 3)
        let headset = c.sourceDevice(for: .headphoneMotion)
        #expect(headset != nil)
        #expect(c.sourceDevice(for: .headphoneSettings) == headset, "one headset, one identifier")
        #expect(headset?.manufacturer == c.headset.manufacturer)
        for info in SensorCatalog.all where !info.sourceDevices.contains(.headphones) {
            #expect(c.sourceDevice(for: info.sensor) == nil, "\(info.swiftName)")
        }
    }

    @Test func acousticSettingsChangeRarely() {
        let c = Self.context(seed: 9)
        let all = Self.generate(.acousticSettings, c, days: 42).map { $0.sample as! SRAcousticSettings }
        #expect(all.count == 42, "one snapshot a day")
        func key(_ s: SRAcousticSettings) -> String {
            let a = s.accessibilitySettings
            return "\(s.musicEQSettings.isLateNightModeEnabled) \(String(describing: s.headphoneSafetyAudioLevel)) "
                + "\(a.backgroundSounds.isEnabled) \(a.backgroundSounds.soundName) \(a.headphoneAccommodations.mediaEnhanceTuning)"
        }
        let changes = zip(all, all.dropFirst()).filter { key($0) != key($1) }.count
        #expect(changes <= 3, "at most one change a fortnight")
        for s in all where !s.accessibilitySettings.headphoneAccommodations.isEnabled {
            #expect(s.accessibilitySettings.headphoneAccommodations.mediaEnhanceTuning == .none)
            #expect(s.accessibilitySettings.headphoneAccommodations.mediaEnhanceApplication.rawValue == 1)
        }
    }

    @Test func oneSleepSessionANightFromTheRoutine() {
        let c = Self.context(seed: 5)
        let sessions = Self.generate(.sleepSessions, c, days: 7).map { $0.sample as! SRSleepSession }
        #expect(sessions.count == 7)
        for s in sessions {
            let night = c.routine.night(endingOn: c.routine.localDay(s.startDate.timeIntervalSinceReferenceDate + s.duration).day)
            #expect(abs(s.startDate.timeIntervalSinceReferenceDate - night.start) < 3600)
            #expect(s.duration > 5 * 3600 && s.duration < 11 * 3600)
        }
        #expect(Set(sessions.map(\.identifier)).count == 7)
    }
}
