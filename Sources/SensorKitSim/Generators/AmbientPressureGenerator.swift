import Foundation
import SimCore

/// Barometric pressure at `ambientPressureHz`, batched into arrays.
///
/// Sea-level pressure follows slow shared weather (±1.5 kPa over days, so phone and watch agree);
/// the place sets the altitude (home, work on an upper floor, gym, weekend outings), and each
/// device adds its own calibration offset and noise. Temperature is the device's own: a worn
/// watch sits near skin temperature, a phone at room or pocket temperature. A batch's samples
/// are built only when its result is read.
struct AmbientPressureGenerator: LazyBatchGenerator {
    let sensor: SRSensor = .ambientPressure

    /// What every batch of one fetch shares.
    private struct Parameters: Sendable {
        let grid: PeriodicGrid
        let base: UInt64
        let offset: Double
        let context: GenerationContext
    }

    func generateLazily(_ window: IntervalSet, _ c: GenerationContext, _ sink: LazyResultSink) -> Bool {
        let grid = PeriodicGrid(hz: c.rates.ambientPressureHz)
        let batch = Int64(max(1, c.rates.ambientPressureBatchSize))
        let stream = c.stream(sensor)
        let p = Parameters(grid: grid, base: SeededNoise.mix(c.seed ^ SeededNoise.mix(stream)),
                           offset: 0.03 * SeededNoise.signed(c.seed, stream, 0), context: c)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            var n = range.lowerBound
            while n <= range.upperBound {
                let first = n, last = min(range.upperBound, PeriodicGrid.batch(of: n, size: batch).last)
                let make: (Int) -> Any = { limit in
                    AmbientPressureGenerator.samples(first, Int64(limit) <= last - first ? first + Int64(limit) - 1 : last, p)
                }
                if !sink(make, grid.time(last), Int(last - first + 1)) {
                    return false
                }
                n = last + 1
            }
        }
        return true
    }

    /// Grid samples `first...last`.
    private static func samples(_ first: Int64, _ last: Int64, _ p: Parameters) -> [RecordedPressure] {
        let c = p.context
        let weather = SeededNoise.streamID("weather")
        var days = SmoothNoiseCursor(seed: c.seed, stream: weather)
        var hours = SmoothNoiseCursor(seed: c.seed, stream: weather &+ 1)
        var out = [RecordedPressure]()
        out.reserveCapacity(Int(last - first + 1))
        var slot = Int64.min, level = 0.0, warmth = 0.0
        for i in first...last {
            let t = p.grid.time(i)
            let s = Int64((t / ParticipantRoutine.slot).rounded(.down))
            if s != slot {
                slot = s
                (level, warmth) = conditions(at: (Double(s) + 0.5) * ParticipantRoutine.slot, c)
            }
            let h = SeededNoise.mix(p.base ^ UInt64(bitPattern: i))
            let noise = Double(h >> 11) * (1.0 / 9_007_199_254_740_992.0) - 0.5
            let seaLevel = 101.325 + 1.2 * days.value(at: t / 172_800) + 0.3 * hours.value(at: t / 21_600)
            out.append(RecordedPressure(
                identifier: UInt64(bitPattern: i), startDate: Date(timeIntervalSinceReferenceDate: t),
                timestamp: t - c.bootTime, kilopascals: seaLevel * level + p.offset + 0.008 * noise,
                celsius: warmth + 0.2 * noise))
        }
        return out
    }

    /// The altitude factor on sea-level pressure and the device temperature in the routine slot
    /// around `t` (its middle, so every window sees the same value).
    private static func conditions(at t: Double, _ c: GenerationContext) -> (level: Double, warmth: Double) {
        let person = SeededNoise.streamID("places")
        let u = { (i: UInt64) in SeededNoise.unit(c.seed, person, i) }
        let home = 20 + 180 * u(0)
        let work = home - 40 + 80 * u(1) + 3 * (1 + (10 * u(2)).rounded())
        let altitude: Double = switch c.routine.place(at: t) {
        case .home: home
        case .work: work
        case .gym: home - 20 + 40 * u(3)
        case .transit: (home + work) / 2
        case .other: home - 60 + 120 * u(100 + UInt64(bitPattern: c.routine.localDay(t).day))
        }
        let activity = c.routine.activity(at: t)
        let warmth: Double = if c.device == .appleWatch {
            c.routine.isOnWrist(at: t) ? 31.5 + (activity == .running ? 1.5 : 0) : 23
        } else {
            activity == .asleep ? 22.5 : (activity == .stationary ? 26 : 30)
        }
        return (exp(-altitude / 8434), warmth)
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        let grid = PeriodicGrid(hz: c.rates.ambientPressureHz)
        return window.intervals.reduce(0) { acc, i in
            guard let r = grid.indices(i.lower, i.upper) else { return acc }
            return acc + Int(r.upperBound - r.lowerBound + 1)
        }
    }
}
