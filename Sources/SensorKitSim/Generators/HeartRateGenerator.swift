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
        let grid = PeriodicGrid(hz: 1 / c.rates.heartRateInterval)
        let stream = c.stream(sensor)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for n in range {
                let t = grid.time(n)
                guard c.routine.isOnWrist(at: t) else { continue }
                let i = UInt64(bitPattern: n)
                let u = SeededNoise.unit(c.seed, stream &+ 1, i)
                let moving = ParticipantRoutine.intensity(c.routine.activity(at: t)) > 0.3
                let confidence: CMHighFrequencyHeartRateDataConfidence =
                    u < 0.05 ? .low : (moving ? .medium : (u > 0.8 ? .highest : .high))
                let bpm = (c.heartRate(at: t) + 1.5 * SeededNoise.signed(c.seed, stream, i)).rounded()
                let sample = CMHighFrequencyHeartRateData(heartRate: bpm, confidence: confidence,
                                                          date: Date(timeIntervalSinceReferenceDate: t),
                                                          timestamp: t - c.bootTime)
                if !sink(sample, t, 1) { return false }
            }
        }
        return true
    }
}
