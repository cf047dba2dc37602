import Foundation
import SimCore

/// The headset's device motion, only while the headphones are connected and only for a headset
/// with motion sensors, batched into arrays like the phone's accelerometer.
///
/// The head turns slowly (yaw wanders over tens of seconds, a small nod and tilt), and walking or
/// running adds a gait bounce to the user acceleration. Each connection reports from one earbud.
/// The results are the iPhone's: the headset has no `SRDevice` of its own, only a source device.
struct HeadphoneMotionGenerator: LazyBatchGenerator {
    let sensor: SRSensor = .headphoneMotion

    private struct BatchParameters: Sendable {
        let seed: UInt64
        let stream: UInt64
        let rate: Double
        let bootTime: Double
        let intensity: Double
        let cyclesPerSample: Double
        let location: CMDeviceMotion.SensorLocation
        let batch: UInt64
    }

    func generateLazily(_ window: IntervalSet, _ c: GenerationContext, _ sink: LazyResultSink) -> Bool {
        guard c.device == .iPhone, c.headset.hasMotion, let bounds = window.lowerBound,
              let end = window.intervals.last?.upper else { return true }
        let rate = c.rates.headphoneMotionHz
        let grid = PeriodicGrid(hz: rate)
        let batch = Int64(max(1, c.rates.motionBatchSize))
        let stream = c.stream(sensor)
        let connected = window.intersection(c.headphoneSessions(bounds, end))
        for interval in connected.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            var n = range.lowerBound
            while n <= range.upperBound {
                let first = n
                let last = min(range.upperBound, (n / batch + 1) * batch - 1)
                let batchStart = grid.time((first / batch) * batch)
                let activity = c.routine.activity(at: batchStart)
                let sessionDay = UInt64(bitPattern: Int64((interval.lower / 3600).rounded(.down)))
                let p = BatchParameters(
                    seed: c.seed, stream: stream, rate: rate, bootTime: c.bootTime,
                    intensity: ParticipantRoutine.intensity(activity),
                    cyclesPerSample: (activity == .running ? 2.8 : 1.9) / rate,
                    location: SeededNoise.unit(c.seed, stream &+ 7, sessionDay) < 0.6 ? .headphoneLeft : .headphoneRight,
                    batch: UInt64(bitPattern: first / batch))
                let make: (Int) -> Any = { limit in
                    let stop = Int64(limit) <= last - first ? first + Int64(limit) - 1 : last
                    return HeadphoneMotionGenerator.motions(first, stop, p)
                }
                if !sink(make, grid.time(last), Int(last - first + 1)) { return false }
                n = last + 1
            }
        }
        return true
    }

    private static func motions(_ first: Int64, _ last: Int64, _ p: BatchParameters) -> [RecordedDeviceMotion] {
        var out = [RecordedDeviceMotion]()
        out.reserveCapacity(Int(last - first + 1))
        var i = first
        while i <= last {
            let t = Double(i) / p.rate
            let yaw = 1.2 * SeededNoise.smooth(p.seed, p.stream, t / 40)
            let pitch = 0.25 * SeededNoise.smooth(p.seed, p.stream &+ 1, t / 15)
            let roll = 0.1 * SeededNoise.smooth(p.seed, p.stream &+ 2, t / 20)
            let q = quaternion(roll: roll, pitch: pitch, yaw: yaw)
            let gravity = CMAcceleration(x: -2 * (q.x * q.z - q.w * q.y), y: -2 * (q.w * q.x + q.y * q.z),
                                         z: -(q.w * q.w - q.x * q.x - q.y * q.y + q.z * q.z))
            let phase = Double(i) * p.cyclesPerSample
            let bounce = sin(2 * Double.pi * (phase - phase.rounded(.down))) * p.intensity * 0.4
            let h = SeededNoise.hash(p.seed, p.stream &+ 3, UInt64(bitPattern: i))
            let noise = { (k: UInt64) in (Double((h >> (k * 16)) & 0xFFFF) / 32_768 - 1) * (0.005 + 0.03 * p.intensity) }
            let rotation = CMRotationRate(x: 0.05 * pitch + noise(0) * 5, y: 0.05 * roll + noise(1) * 5,
                                          z: 0.1 * yaw + noise(2) * 5)
            out.append(RecordedDeviceMotion(identifier: p.batch, startDate: Date(timeIntervalSinceReferenceDate: t),
                                            timestamp: t - p.bootTime, attitude: q, rotationRate: rotation,
                                            gravity: gravity,
                                            userAcceleration: CMAcceleration(x: noise(0), y: bounce + noise(1), z: noise(2)),
                                            sensorLocation: p.location))
            i += 1
        }
        return out
    }

    /// CoreMotion's attitude for Euler angles: yaw about z, then pitch about x, then roll about y.
    private static func quaternion(roll: Double, pitch: Double, yaw: Double) -> CMQuaternion {
        let z = CMQuaternion(x: 0, y: 0, z: sin(yaw / 2), w: cos(yaw / 2))
        let x = CMQuaternion(x: sin(pitch / 2), y: 0, z: 0, w: cos(pitch / 2))
        let y = CMQuaternion(x: 0, y: sin(roll / 2), z: 0, w: cos(roll / 2))
        return z.times(x).times(y)
    }

    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        guard c.device == .iPhone, c.headset.hasMotion, let lower = window.lowerBound,
              let upper = window.intervals.last?.upper else { return 0 }
        let grid = PeriodicGrid(hz: c.rates.headphoneMotionHz)
        return window.intersection(c.headphoneSessions(lower, upper)).intervals.reduce(0) { acc, i in
            guard let r = grid.indices(i.lower, i.upper) else { return acc }
            return acc + Int(r.upperBound - r.lowerBound + 1)
        }
    }
}
