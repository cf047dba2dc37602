import Foundation
import SimCore

/// ECG recordings the participant takes a few times a week, 30 seconds at 512 Hz in microvolts.
///
/// Recordings (`electrocardiogramSessionsPerWeek`) happen at a random daytime moment and are
/// emitted one second per result.
///
/// The waveform is a synthetic lead-I beat (P, QRS and T waves as Gaussian bumps) at the
/// participant's heart rate, with breathing wander and noise. The first half second, before the
/// finger settles on the crown, is flagged invalid. Each second's samples are built only when
/// its result is read.
struct ElectrocardiogramGenerator: LazyBatchGenerator {
    let sensor: SRSensor = .electrocardiogram
    static let hz = 512.0
    static let seconds = 30.0
    /// (amplitude µV, centre and width as fractions of the beat).
    private static let waves: [(Double, Double, Double)] = [
        (120, 0.16, 0.025), (-80, 0.30, 0.008), (900, 0.32, 0.01), (-200, 0.345, 0.01), (250, 0.55, 0.045),
    ]

    /// The recording of local `day`, if the participant takes one that day.
    private func session(_ day: Int64, _ c: GenerationContext) -> BurstGrid? {
        let stream = c.stream(sensor)
        let i = UInt64(bitPattern: day)
        guard SeededNoise.unit(c.seed, stream, i) < c.rates.electrocardiogramSessionsPerWeek / 7 else { return nil }
        let start = (c.midnight(day) + 9 * 3600 + 12 * 3600 * SeededNoise.unit(c.seed, stream &+ 1, i)).rounded()
        guard c.routine.isOnWrist(at: start), !c.routine.isAsleep(at: start) else { return nil }
        return BurstGrid(start: start, hz: ElectrocardiogramGenerator.hz,
                         count: Int(ElectrocardiogramGenerator.seconds * ElectrocardiogramGenerator.hz))
    }

    /// What stays constant over one recording.
    private struct Recording: Sendable {
        let grid: BurstGrid
        /// The begin, active and end session objects, shared by every sample of the recording.
        let states: [SRElectrocardiogramSession]
        let beat: Double
        let noise: UInt64
        let gain: Double
        let lead: SRElectrocardiogramSample.Lead
        let frequency: Measurement<UnitFrequency>

        /// Samples `first..<end` of the recording.
        func samples(_ first: Int, _ end: Int) -> [SRElectrocardiogramSample] {
            var out = [SRElectrocardiogramSample]()
            out.reserveCapacity(end - first)
            for j in first..<end {
                let t = grid.time(j), s = t - grid.start
                let phase = (s / beat).truncatingRemainder(dividingBy: 1)
                var v = 40 * sin(2 * Double.pi * 0.25 * s)
                for (a, m, w) in ElectrocardiogramGenerator.waves { v += a * exp(-(phase - m) * (phase - m) / (2 * w * w)) }
                let h = SeededNoise.mix(noise ^ UInt64(j))
                v = gain * v + 24 * (Double(h >> 11) * (1.0 / 9_007_199_254_740_992.0) - 0.5)
                let state = j == 0 ? 0 : (j == grid.count - 1 ? 2 : 1)
                out.append(SRElectrocardiogramSample(
                    date: Date(timeIntervalSinceReferenceDate: t), frequency: frequency, session: states[state], lead: lead,
                    flags: s < 0.5 ? .signalInvalid : .crownTouched, microvolts: v.rounded()))
            }
            return out
        }
    }

    func generateLazily(_ window: IntervalSet, _ c: GenerationContext, _ sink: LazyResultSink) -> Bool {
        guard c.device == .appleWatch else { return true }
        let stream = c.stream(sensor)
        let frequency = Measurement(value: ElectrocardiogramGenerator.hz, unit: UnitFrequency.hertz)
        let lead: SRElectrocardiogramSample.Lead = c.wearsOnLeftWrist ? .leftArmMinusRightArm : .rightArmMinusLeftArm
        let gain = 0.8 + 0.4 * SeededNoise.unit(c.seed, stream &+ 2, 0)
        for interval in window.intervals {
            for day in c.days(interval.lower, interval.upper) {
                guard let grid = session(day, c), let range = grid.indices(interval.lower, interval.upper) else { continue }
                let id = c.identifier(stream &+ 3, UInt64(bitPattern: day))
                let recording = Recording(
                    grid: grid,
                    states: [SRElectrocardiogramSession.State.begin, .active, .end].map {
                        SRElectrocardiogramSession(state: $0, sessionGuidance: .guided, identifier: id)
                    },
                    beat: 60 / c.heartRate(at: grid.start),
                    noise: SeededNoise.mix(c.seed ^ SeededNoise.mix(stream &+ 4 &+ UInt64(bitPattern: day))),
                    gain: gain, lead: lead, frequency: frequency)
                // One result per second of the recording, cut on whole seconds of its grid.
                var n = range.lowerBound
                while n < range.upperBound {
                    let first = n, end = min(range.upperBound, (n / 512 + 1) * 512)
                    let make: (Int) -> Any = { limit in recording.samples(first, limit < end - first ? first + limit : end) }
                    if !sink(make, grid.time(end - 1), end - first) { return false }
                    n = end
                }
            }
        }
        return true
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        guard c.device == .appleWatch else { return 0 }
        return window.intervals.reduce(0) { acc, i in
            c.days(i.lower, i.upper).reduce(acc) { acc, day in
                acc + (session(day, c)?.indices(i.lower, i.upper)?.count ?? 0)
            }
        }
    }
}
