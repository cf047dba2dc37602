import Foundation
import SimCore

/// Odometer records every `odometerInterval` while the participant walks, runs or cycles.
///
/// Only while the device moves with the participant. Speed is set per routine slot (shared, so
/// phone and watch agree) and each device adds its own GPS error.
struct OdometerGenerator: SampleGenerator {
    let sensor: SRSensor = .odometer

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let step = c.rates.odometerInterval
        let grid = PeriodicGrid(hz: 1 / step)
        let stream = c.stream(sensor)
        let pace = SeededNoise.streamID("speed")
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for n in range {
                let end = grid.time(n), mid = end - step / 2
                let slot = UInt64(bitPattern: Int64((mid / ParticipantRoutine.slot).rounded(.down)))
                let v = SeededNoise.unit(c.seed, pace, slot)
                let base: Double
                switch c.routine.activity(at: mid) {
                case .walking: base = 1.2 + 0.3 * v
                case .running: base = 2.6 + 0.8 * v
                case .cycling: base = 4.5 + 2 * v
                default: continue
                }
                guard c.deviceMoves(at: mid) else { continue }
                let i = UInt64(bitPattern: n)
                let e = { (salt: UInt64) in SeededNoise.signed(c.seed, stream &+ salt, i) }
                let speed = max(0, base + 0.08 * e(0))
                let record = CMOdometerData(
                    startDate: Date(timeIntervalSinceReferenceDate: end - step), endDate: Date(timeIntervalSinceReferenceDate: end),
                    deltaDistance: speed * step, deltaDistanceAccuracy: 3 + 2 * e(1), speed: speed,
                    speedAccuracy: 0.35 + 0.15 * e(2), gpsDate: Date(timeIntervalSinceReferenceDate: end - 0.6 - 0.4 * e(3)),
                    deltaAltitude: 0.4 * e(4), verticalAccuracy: 4 + 2 * e(5), originDevice: .local)
                if !sink(record, end, 1) { return false }
            }
        }
        return true
    }
}
