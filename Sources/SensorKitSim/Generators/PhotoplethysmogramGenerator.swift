import Foundation
import SimCore

/// Background PPG readings while the Watch is worn, one result per reading.
///
/// Every `photoplethysmogramInterval` a reading of `photoplethysmogramDuration` seconds at
/// `photoplethysmogramHz`.
///
/// The green-LED reflectance pulses at the participant's heart rate (a sharp systolic rise and a
/// slower fall), with wrist motion from the activity as accelerometer data and artefact.
/// A reading's samples are built only when its result is read: a fetch that only counts (or a
/// dashboard that samples a few) costs one reading's parameters per result.
struct PhotoplethysmogramGenerator: LazyBatchGenerator {
    let sensor: SRSensor = .photoplethysmogram

    /// Readings whose samples can fall in `(lower, upper]`.
    private func readings(_ lower: Double, _ upper: Double, _ c: GenerationContext) -> [BurstGrid] {
        let every = c.rates.photoplethysmogramInterval, hz = c.rates.photoplethysmogramHz
        let count = Int(c.rates.photoplethysmogramDuration * hz)
        let first = Int64(((lower - c.rates.photoplethysmogramDuration) / every).rounded(.down))
        let last = Int64((upper / every).rounded(.down))
        guard first <= last else { return [] }
        return (first...last).map { BurstGrid(start: Double($0) * every, hz: hz, count: count) }
            .filter { c.routine.isOnWrist(at: $0.start) }
    }

    /// What stays constant over one reading, worked out when the result is emitted.
    private struct Reading: Sendable {
        let grid: BurstGrid
        let range: Range<Int>
        let beatsPerSample: Double
        let motion: Double
        let celsius: Double
        let noise: UInt64

        /// The reading's first `limit` samples.
        func samples(limit: Int) -> [SRPhotoplethysmogramSample] {
            let start = Date(timeIntervalSinceReferenceDate: grid.start)
            let range = limit < self.range.count ? self.range.lowerBound..<(self.range.lowerBound + limit) : self.range
            var out = [SRPhotoplethysmogramSample]()
            out.reserveCapacity(range.count)
            for n in range {
                // x − trunc(x) is exactly fmod(x, 1) for x ≥ 0, without the libm call per sample.
                let beats = Double(n) * beatsPerSample
                let p = beats - beats.rounded(.towardZero)
                let pulse = p < 0.15 ? p / 0.15 : (1 - (p - 0.15) / 0.85) * (1 - (p - 0.15) / 0.85)
                let h = SeededNoise.mix(noise ^ UInt64(n))
                let (x, y, z) = (Double(h & 0x1F_FFFF), Double((h >> 21) & 0x1F_FFFF), Double((h >> 42) & 0x1F_FFFF))
                let ax = motion * (x / 1_048_576 - 1), ay = motion * (y / 1_048_576 - 1)
                out.append(SRPhotoplethysmogramSample(
                    startDate: start, nanosecondsSinceStart: Int64((Double(n) * 1e9 / grid.hz).rounded()),
                    celsius: celsius, hz: grid.hz,
                    reflectance: 1 - 0.015 * pulse + 0.01 * ax + 0.002 * (z / 1_048_576 - 1),
                    acceleration: (ax, -0.3 + ay, -0.95)))
            }
            return out
        }
    }

    func generateLazily(_ window: IntervalSet, _ c: GenerationContext, _ sink: LazyResultSink) -> Bool {
        guard c.device == .appleWatch else { return true }
        let stream = c.stream(sensor)
        for interval in window.intervals {
            for grid in readings(interval.lower, interval.upper, c) {
                guard let range = grid.indices(interval.lower, interval.upper) else { continue }
                let key = UInt64(bitPattern: Int64(grid.start))
                let reading = Reading(
                    grid: grid, range: range,
                    beatsPerSample: c.heartRate(at: grid.start) / 60 / grid.hz,
                    motion: ParticipantRoutine.intensity(c.routine.activity(at: grid.start)),
                    celsius: 32 + 1.5 * SeededNoise.unit(c.seed, stream, key),
                    noise: SeededNoise.mix(c.seed ^ SeededNoise.mix(stream &+ 1 &+ key)))
                if !sink({ reading.samples(limit: $0) }, grid.time(range.upperBound - 1), range.count) { return false }
            }
        }
        return true
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        guard c.device == .appleWatch else { return 0 }
        return window.intervals.reduce(0) { acc, i in
            readings(i.lower, i.upper, c).reduce(acc) { $0 + ($1.indices(i.lower, i.upper)?.count ?? 0) }
        }
    }
}
