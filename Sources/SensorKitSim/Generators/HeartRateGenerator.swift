import Foundation
import SimCore

/// Heart rate every `heartRateInterval` while the Watch is worn.
///
/// About 55–65 bpm asleep, 70–90 at rest, higher walking or cycling and 120–160 running
/// (`GenerationContext.heartRate`). Confidence drops with wrist motion.
struct HeartRateGenerator: SampleGenerator {
    let sensor: SRSensor = .heartRate

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .appleWatch else { return true }
        let stream = c.stream(sensor)
        return times(window, c) { n, t in sink(Self.sample(n, at: t, c, stream), t, 1) }
    }

    /// At 1 Hz a night alone is tens of thousands of results: a survey builds only the samples
    /// its sink asks for.
    func survey(_ window: IntervalSet, _ c: GenerationContext, _ sink: SurveySink) {
        guard c.device == .appleWatch else { return }
        let stream = c.stream(sensor)
        _ = times(window, c) { n, t in
            sink(t, 1) { Self.sample(n, at: t, c, stream) }
            return true
        }
    }

    /// Calls `body` with the grid index and time of every sample in `window`, in order, while
    /// it returns true. Returns false if it stopped early.
    @inline(__always)
    private func times(_ window: IntervalSet, _ c: GenerationContext, _ body: (Int64, Double) -> Bool) -> Bool {
        let grid = PeriodicGrid(hz: 1 / c.rates.heartRateInterval)
        var routine = RoutineCursor(c.routine)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for n in range {
                let t = grid.time(n)
                guard routine.isOnWrist(at: t) else { continue }
                if !body(n, t) { return false }
            }
        }
        return true
    }

    /// The sample at grid index `n`, time `t`.
    private static func sample(_ n: Int64, at t: Double, _ c: GenerationContext, _ stream: UInt64) -> CMHighFrequencyHeartRateData {
        let i = UInt64(bitPattern: n)
        let u = SeededNoise.unit(c.seed, stream &+ 1, i)
        let moving = ParticipantRoutine.intensity(c.routine.activity(at: t)) > 0.3
        let confidence: CMHighFrequencyHeartRateDataConfidence =
            u < 0.05 ? .low : (moving ? .medium : (u > 0.8 ? .highest : .high))
        let bpm = (c.heartRate(at: t) + 1.5 * SeededNoise.signed(c.seed, stream, i)).rounded()
        return CMHighFrequencyHeartRateData(heartRate: bpm, confidence: confidence,
                                            date: Date(timeIntervalSinceReferenceDate: t), timestamp: t - c.bootTime)
    }
}
