import Foundation
import SimCore

/// Pedometer records per `pedometerInterval`, emitted at their end when the device counted steps.
///
/// Steps come from the routine's walking and running slots (about 100–120 steps a minute walking,
/// 150–170 running); the device counts them only while it moves with the participant, each with
/// its own small counting error.
struct PedometerGenerator: SampleGenerator {
    let sensor: SRSensor = .pedometerData

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let grid = ReportGrid(interval: c.rates.pedometerInterval, utcOffset: c.routine.utcOffset)
        let noise = Noise(c, sensor)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                guard let record = record(start, end, c, noise) else { continue }
                if !sink(record, end, 1) { return false }
            }
        }
        return true
    }

    /// Counts the records `generate` emits: an interval whose steps round to at least one,
    /// worked out by the same walk without building the record.
    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        let grid = ReportGrid(interval: c.rates.pedometerInterval, utcOffset: c.routine.utcOffset)
        let noise = Noise(c, sensor)
        var count = 0
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                var steps = 0.0
                walk(start, end, c, noise) { _, _, _, n in steps += n }
                if Self.recorded(steps) != nil { count += 1 }
            }
        }
        return count
    }

    /// The steps a record reports for an interval's walk, or nil when they round to none and
    /// the interval has no record: the one rule for generating and for counting records.
    private static func recorded(_ steps: Double) -> Int? {
        let count = Int(steps.rounded())
        return count > 0 ? count : nil
    }

    /// A device's noise streams and the participant's stride, the same for every record: worked
    /// out once per window, not per record.
    private struct Noise {
        static let floorsStream = SeededNoise.streamID("floors")
        static let strideStream = SeededNoise.streamID("stride")
        let steps: UInt64
        let stride: Double
        init(_ c: GenerationContext, _ sensor: SRSensor) {
            steps = c.stream(sensor)
            stride = 0.68 + 0.12 * SeededNoise.unit(c.seed, Self.strideStream, 0)
        }
    }

    /// Each routine slot of `(start, end]` in which the device counted steps, in order: the slot,
    /// its activity, the seconds spent moving and the steps taken. The one walk of a record's
    /// steps, for the record and for counting records.
    @inline(__always)
    private func walk(_ start: Double, _ end: Double, _ c: GenerationContext, _ noise: Noise,
                      _ body: (_ slot: Int64, _ activity: ParticipantRoutine.Activity, _ seconds: Double, _ steps: Double) -> Void) {
        let slot = ParticipantRoutine.slot
        var s = Int64((start / slot).rounded(.down))
        while Double(s) * slot < end {
            defer { s += 1 }
            let a = max(start, Double(s) * slot), b = min(end, Double(s + 1) * slot)
            let mid = (a + b) / 2
            let activity = c.routine.activity(at: mid)
            let (perMinute, share) = c.cadence(slot: s, activity)
            guard b > a, perMinute > 0, c.deviceMoves(at: mid) else { continue }
            let seconds = (b - a) * share
            body(s, activity, seconds, seconds / 60 * perMinute * (1 + 0.04 * SeededNoise.signed(c.seed, noise.steps, UInt64(bitPattern: s))))
        }
    }

    private func record(_ start: Double, _ end: Double, _ c: GenerationContext, _ noise: Noise) -> CMPedometerData? {
        let floorsStream = Noise.floorsStream, stride = noise.stride
        var steps = 0.0, distance = 0.0, moving = 0.0, up = 0, down = 0
        var pace: Double?, cadence: Double?
        walk(start, end, c, noise) { s, activity, seconds, n in
            let metres = n * stride * (activity == .running ? 1.5 : 1)
            steps += n; distance += metres; moving += seconds
            pace = seconds / metres; cadence = n / seconds
            if activity == .walking {
                let f = SeededNoise.unit(c.seed, floorsStream, UInt64(bitPattern: s))
                if f < 0.1 { up += 1 + Int(f * 20) } else if f > 0.9 { down += 1 + Int((1 - f) * 20) }
            }
        }
        guard let count = Self.recorded(steps) else { return nil }
        return CMPedometerData(startDate: Date(timeIntervalSinceReferenceDate: start),
                               endDate: Date(timeIntervalSinceReferenceDate: end), numberOfSteps: count,
                               distance: distance, floorsAscended: up, floorsDescended: down, currentPace: pace,
                               currentCadence: cadence, averageActivePace: moving / distance)
    }
}
