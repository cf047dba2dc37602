import Foundation
import SimCore

/// Accelerometer (g) or rotation rate (rad/s) at a fixed rate, batched into arrays.
///
/// Gravity sits on the axis the phone rests on (flat on a desk or bed when still, upright in a
/// pocket when moving); movement adds a gait wave and noise scaled by the activity. The hot
/// loop does one hash per sample and no trigonometry, so a day of 50 Hz data streams fast.
struct MotionGenerator: SampleGenerator {
    enum Kind { case acceleration, rotation }
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

    /// A sine-like wave of period 1 in `phase` (a parabola per half cycle), exact per sample.
    @inline(__always)
    private static func wave(_ phase: Double) -> Double {
        let p = phase - phase.rounded(.down)
        let x = p < 0.5 ? p * 4 - 1 : 3 - p * 4
        return x * (2 - abs(x)) // odd, smooth at the peaks, in [-1, 1]
    }

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let rate = hz(c)
        let grid = PeriodicGrid(hz: rate)
        let batch = Int64(max(1, c.rates.motionBatchSize))
        let base = SeededNoise.mix(c.seed ^ SeededNoise.mix(c.stream(sensor)))
        let watch = c.device == .appleWatch
        var accel = [CMRecordedAccelerometerData]()
        var rot = [CMRecordedRotationRateData]()
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            var n = range.lowerBound
            while n <= range.upperBound {
                let batchEnd = min(range.upperBound, (n / batch + 1) * batch - 1)
                // Activity is constant within a routine slot (5 min); look it up once per batch, at
                // the batch's aligned start so that every window sees the same value.
                let activity = c.routine.activity(at: grid.time(n / batch * batch))
                let intensity = ParticipantRoutine.intensity(activity)
                let still = activity == .asleep || activity == .stationary
                let noise = 0.004 + 0.05 * intensity
                let stepHz = activity == .running ? 2.8 : 1.9
                let cyclesPerSample = stepHz / rate
                if kind == .acceleration {
                    accel.removeAll(keepingCapacity: true)
                    var i = n
                    while i <= batchEnd {
                        let t = grid.time(i)
                        let (nx, ny, nz) = MotionGenerator.triple(SeededNoise.mix(base ^ UInt64(bitPattern: i)))
                        let a: CMAcceleration
                        if still && !watch {
                            a = CMAcceleration(x: nx * noise, y: ny * noise, z: -1 + nz * noise)
                        } else {
                            let g = still ? 0 : MotionGenerator.wave(Double(i) * cyclesPerSample) * intensity
                            a = CMAcceleration(x: nx * noise + 0.3 * g, y: -0.98 + ny * noise + 0.6 * g, z: -0.15 + nz * noise)
                        }
                        accel.append(CMRecordedAccelerometerData(identifier: UInt64(bitPattern: i),
                                                                 startDate: Date(timeIntervalSinceReferenceDate: t),
                                                                 timestamp: t - c.bootTime, acceleration: a))
                        i += 1
                    }
                    if !sink(accel as AnyObject, grid.time(batchEnd), accel.count) { return false }
                } else {
                    rot.removeAll(keepingCapacity: true)
                    let scale = 0.002 + 1.5 * intensity
                    var i = n
                    while i <= batchEnd {
                        let t = grid.time(i)
                        let (rx, ry, rz) = MotionGenerator.triple(SeededNoise.mix(base ^ UInt64(bitPattern: i)))
                        rot.append(CMRecordedRotationRateData(identifier: UInt64(bitPattern: i),
                                                              startDate: Date(timeIntervalSinceReferenceDate: t),
                                                              timestamp: t - c.bootTime,
                                                              rotationRate: CMRotationRate(x: rx * scale, y: ry * scale, z: rz * scale)))
                        i += 1
                    }
                    if !sink(rot as AnyObject, grid.time(batchEnd), rot.count) { return false }
                }
                n = batchEnd + 1
            }
        }
        return true
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        let grid = PeriodicGrid(hz: hz(c))
        return window.intervals.reduce(0) { acc, i in
            guard let r = grid.indices(i.lower, i.upper) else { return acc }
            return acc + Int(r.upperBound - r.lowerBound + 1)
        }
    }
}
