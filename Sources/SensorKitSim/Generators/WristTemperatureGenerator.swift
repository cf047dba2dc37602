import Foundation
import SimCore

/// One wrist temperature session per night (`ParticipantRoutine.night(endingOn:)`), emitted at wake-up.
///
/// Readings every `wristTemperatureInterval` start near the participant's baseline skin
/// temperature, warm by about 0.5 °C over the first hours of sleep, and shift a little from night
/// to night.
struct WristTemperatureGenerator: SampleGenerator {
    let sensor: SRSensor = .wristTemperature

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .appleWatch else { return true }
        for interval in window.intervals {
            for day in c.days(interval.lower, interval.upper) {
                let night = c.routine.night(endingOn: day)
                guard night.end > interval.lower && night.end <= interval.upper else { continue }
                if !sink(session(night.start, night.end, day, c), night.end, 1) { return false }
            }
        }
        return true
    }

    private func session(_ start: Double, _ end: Double, _ day: Int64, _ c: GenerationContext) -> SRWristTemperatureSession {
        let stream = c.stream(sensor)
        let step = c.rates.wristTemperatureInterval
        let seed = c.seed
        let baseline = 34 + 0.6 * SeededNoise.signed(seed, stream, 0)
            + 0.25 * SeededNoise.smooth(seed, stream &+ 1, Double(day) / 3)
        let error = 0.1 + 0.1 * SeededNoise.unit(seed, stream &+ 2, UInt64(bitPattern: day))
        let first = UInt64(bitPattern: Int64((start / step).rounded(.down)))
        // Foundation on Linux builds a new unit object on every access: fetch it once.
        let celsius = UnitTemperature.celsius
        return SRWristTemperatureSession(
            startDate: Date(timeIntervalSinceReferenceDate: start), duration: end - start, version: "1.0",
            count: Int((end - start) / step)
        ) { n in
            let t = start + Double(n) * step
            let i = first &+ UInt64(n)
            let value = baseline + 0.5 * (1 - exp(-(t - start) / 5400)) + 0.05 * SeededNoise.signed(seed, stream &+ 3, i)
            let moved = SeededNoise.unit(seed, stream &+ 4, i) < 0.01
            return SRWristTemperature(timestamp: Date(timeIntervalSinceReferenceDate: t),
                                      value: Measurement(value: value, unit: celsius),
                                      errorEstimate: Measurement(value: error, unit: celsius),
                                      condition: moved ? .inMotion : [])
        }
    }
}
