import Foundation
import SimCore

/// Accelerometer (g) or rotation rate (rad/s) at a fixed rate, batched into arrays.
///
/// Gravity sits on the axis the phone rests on (flat on a desk or bed when still, upright in a
/// pocket when moving); movement adds a gait wave and noise scaled by the activity. The hot
/// loop does one hash per sample and no trigonometry, so a day of 50 Hz data streams fast.
struct MotionGenerator: LazyBatchGenerator {
    enum Kind: Sendable { case acceleration, rotation }
    let sensor: SRSensor
    let kind: Kind

    private func hz(_ c: GenerationContext) -> Double {
        kind == .acceleration ? c.rates.accelerometerHz : c.rates.rotationRateHz
    }

    /// Three values in [-1, 1) from one 64-bit hash (21 bits each).
    @inline(__always)
    private static func triple(_ h: UInt64) -> (Double, Double, Double) {
        let m: UInt64 = 0x1F_FFFF
        let s = 1.0 / 1_048_576.0
        return (Double(h & m) * s - 1, Double((h >> 21) & m) * s - 1, Double((h >> 42) & m) * s - 1)
    }

    /// A sine-like wave of period 1 in `phase`, exact per sample (no accumulated rounding).
    @inline(__always)
    private static func wave(_ phase: Double) -> Double {
        let p = phase - phase.rounded(.down)
        let x = p < 0.5 ? p * 4 - 1 : 3 - p * 4
        return x * (2 - abs(x))
    }

    /// What stays constant over one batch: the activity is fixed within a 5-minute routine slot.
    private struct BatchParameters: Sendable {
        let base: UInt64
        let rate: Double
        let bootTime: Double
        let still: Bool
        let watch: Bool
        let intensity: Double
        let cyclesPerSample: Double
    }

    func generateLazily(_ window: IntervalSet, _ c: GenerationContext, _ sink: LazyResultSink) -> Bool {
        batches(window, c) { batch in
            // A batch's movement is worked out only when its samples are built: an app that
            // only counts results (the built-in reader's tally) pays nothing for it.
            sink({ limit in self.samples(of: batch, limit: limit, c) }, batch.wallTime, batch.count)
        }
    }

    /// Builds a batch's first sample only, and only when the sink asks for it; no batch is
    /// held beyond the sink's call, so nothing is allocated for a batch the sink only counts.
    func survey(_ window: IntervalSet, _ c: GenerationContext, _ sink: SurveySink) {
        _ = batches(window, c) { batch in
            sink(batch.wallTime, batch.count) { self.samples(of: batch, limit: 1, c) }
            return true
        }
    }

    /// The whole batches between a window's ragged ends go to `runs` as one run per interval.
    func survey(_ window: IntervalSet, _ c: GenerationContext, runs: SurveyRunSink, _ sink: SurveySink) {
        _ = walk(window, c, single: { batch in
            sink(batch.wallTime, batch.count) { self.samples(of: batch, limit: 1, c) }
            return true
        }, run: { run in
            runs(run.count, Int(run.size), { run.batch($0).wallTime }, { self.samples(of: run.batch($0), limit: 1, c) })
            return true
        })
    }

    /// One batch of a window: grid indices `first...last` of the batch that opens after grid
    /// index `opensAfter` (a window may hold only part of it).
    private struct Batch {
        let grid: PeriodicGrid
        let base: UInt64
        /// The sensor's stream on this device (`GenerationContext.stream`).
        let stream: UInt64
        let opensAfter: Int64
        let first: Int64
        let last: Int64
        var wallTime: Double { grid.time(last) }
        var count: Int { Int(last - first + 1) }
    }

    /// `count` whole batches in a row, `first` and those after it.
    private struct BatchRun {
        let first: Batch
        let count: Int
        var size: Int64 { first.last - first.opensAfter }

        @inline(__always)
        func batch(_ i: Int) -> Batch {
            let shift = Int64(i) * size
            return Batch(grid: first.grid, base: first.base, stream: first.stream, opensAfter: first.opensAfter + shift,
                         first: first.first + shift, last: first.last + shift)
        }
    }

    /// Calls `body` with each batch of `window`, in order, while it returns true. Returns false
    /// if it stopped early.
    @inline(__always)
    private func batches(_ window: IntervalSet, _ c: GenerationContext, _ body: (Batch) -> Bool) -> Bool {
        walk(window, c, single: body) { run in
            for i in 0..<run.count where !body(run.batch(i)) { return false }
            return true
        }
    }

    /// The batches of `window` in order, while the callee returns true (false if it stopped
    /// early): in each interval, a batch the interval cuts at its start goes to `single`, the
    /// whole batches after it to `run`, and one it cuts at its end to `single`. The one place
    /// batches are laid out: batches are left-open on the grid, `(k·size, (k+1)·size]`.
    private func walk(_ window: IntervalSet, _ c: GenerationContext,
                      single: (Batch) -> Bool, run: (BatchRun) -> Bool) -> Bool {
        let grid = PeriodicGrid(hz: hz(c))
        let size = Int64(max(1, c.rates.motionBatchSize))
        let stream = c.stream(sensor)
        let base = SeededNoise.mix(c.seed ^ SeededNoise.mix(stream))
        func part(_ first: Int64, _ last: Int64, opensAfter: Int64) -> Bool {
            single(Batch(grid: grid, base: base, stream: stream, opensAfter: opensAfter, first: first, last: last))
        }
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            var n = range.lowerBound
            let bounds = PeriodicGrid.batch(of: n, size: size)
            if n != bounds.opensAfter + 1 || bounds.last > range.upperBound {
                let last = min(range.upperBound, bounds.last)
                guard part(n, last, opensAfter: bounds.opensAfter) else { return false }
                n = last + 1
            }
            let whole = n <= range.upperBound ? Int((range.upperBound - (n - 1)) / size) : 0
            if whole > 0 {
                let first = Batch(grid: grid, base: base, stream: stream, opensAfter: n - 1, first: n, last: n - 1 + size)
                guard run(BatchRun(first: first, count: whole)) else { return false }
                n += Int64(whole) * size
            }
            if n <= range.upperBound {
                guard part(n, range.upperBound, opensAfter: n - 1) else { return false }
            }
        }
        return true
    }

    /// The simulator's fast form of `batch`'s first `limit` samples (`Int.max`: all of them).
    private func samples(of batch: Batch, limit: Int, _ c: GenerationContext) -> Any {
        let p = parameters(c, batch)
        let end = Int64(limit) <= batch.last - batch.first ? batch.first + Int64(limit) - 1 : batch.last
        if kind == .acceleration { return MotionGenerator.accelerations(batch.first, end, p) }
        return MotionGenerator.rotations(batch.first, end, p)
    }

    /// The movement of `batch` (looked up where the whole batch opens).
    private func parameters(_ c: GenerationContext, _ batch: Batch) -> BatchParameters {
        let grid = batch.grid, rate = grid.hz
        // Look the activity up at the batch's grid-aligned start, not at its first sample in a
        // window, so a window split inside a batch sees the same activity as the whole window.
        let opens = grid.time(batch.opensAfter)
        let activity = c.routine.activity(at: opens)
        // The same person moves both devices, but a wrist swings and gestures where a pocket
        // does not: the Watch's movement varies batch by batch on its own stream, so its samples
        // (and the dashboard's trend) are not the iPhone's.
        let wrist = c.device == .appleWatch ? wristMovement(c, batch.stream, opens) : 1
        return BatchParameters(base: batch.base, rate: rate, bootTime: c.bootTime,
                               still: activity == .asleep || activity == .stationary,
                               watch: c.device == .appleWatch, intensity: ParticipantRoutine.intensity(activity) * wrist,
                               cyclesPerSample: (activity == .running ? 2.8 : 1.9) / rate)
    }

    /// How much more or less than the body a wrist moves at wall time `t`: busy and quiet hands
    /// over hours (typing, cooking, resting on a desk), and batch to batch. At least 0.3, at most 1.7.
    /// `stream` is the sensor's (`c.stream(sensor)`); its streams salted 1 and 2 are the wrist's.
    private func wristMovement(_ c: GenerationContext, _ stream: UInt64, _ t: Double) -> Double {
        let hours = SeededNoise.smooth(c.seed, GenerationContext.salted(stream, 1), t / 7200)
        let batch = SeededNoise.unit(c.seed, GenerationContext.salted(stream, 2), UInt64(bitPattern: Int64(t.rounded(.down))))
        return max(0.3, 1 + 0.6 * hours + 0.2 * (batch - 0.5))
    }

    // `accelerations` and `rotations` share their loop's shape on purpose: one generic loop would
    // add a closure call per sample in this hot path, which builds every 50 Hz sample.
    private static func accelerations(_ first: Int64, _ last: Int64, _ p: BatchParameters) -> [RecordedAcceleration] {
        var out = [RecordedAcceleration]()
        out.reserveCapacity(Int(last - first + 1))
        let noise = 0.004 + 0.05 * p.intensity
        var i = first
        while i <= last {
            let t = Double(i) / p.rate
            let (nx, ny, nz) = triple(SeededNoise.mix(p.base ^ UInt64(bitPattern: i)))
            let a: CMAcceleration
            if p.still && !p.watch {
                a = CMAcceleration(x: nx * noise, y: ny * noise, z: -1 + nz * noise)
            } else {
                let g = p.still ? 0 : wave(Double(i) * p.cyclesPerSample) * p.intensity
                a = CMAcceleration(x: nx * noise + 0.3 * g, y: -0.98 + ny * noise + 0.6 * g, z: -0.15 + nz * noise)
            }
            out.append(RecordedAcceleration(identifier: UInt64(bitPattern: i),
                                            startDate: Date(timeIntervalSinceReferenceDate: t),
                                            timestamp: t - p.bootTime, acceleration: a))
            i += 1
        }
        return out
    }

    private static func rotations(_ first: Int64, _ last: Int64, _ p: BatchParameters) -> [RecordedRotationRate] {
        var out = [RecordedRotationRate]()
        out.reserveCapacity(Int(last - first + 1))
        let scale = 0.002 + 1.5 * p.intensity
        var i = first
        while i <= last {
            let t = Double(i) / p.rate
            let (rx, ry, rz) = triple(SeededNoise.mix(p.base ^ UInt64(bitPattern: i)))
            out.append(RecordedRotationRate(identifier: UInt64(bitPattern: i),
                                            startDate: Date(timeIntervalSinceReferenceDate: t),
                                            timestamp: t - p.bootTime,
                                            rotationRate: CMRotationRate(x: rx * scale, y: ry * scale, z: rz * scale)))
            i += 1
        }
        return out
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        let grid = PeriodicGrid(hz: hz(c))
        return window.intervals.reduce(0) { acc, i in
            guard let r = grid.indices(i.lower, i.upper) else { return acc }
            return acc + Int(r.upperBound - r.lowerBound + 1)
        }
    }
}
