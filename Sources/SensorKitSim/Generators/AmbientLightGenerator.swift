import SimCore

/// Ambient light while the screen is on: lux follows the daylight curve outdoors and indoor
/// lighting inside; chromaticity moves from warm (evening lamps) to daylight white.
struct AmbientLightGenerator: SampleGenerator {
    let sensor: SRSensor = .ambientLightSensor

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let grid = PeriodicGrid(hz: 1 / c.rates.ambientLightInterval)
        let stream = c.stream(sensor)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for n in range {
                let t = grid.time(n)
                guard c.routine.isScreenOn(at: t) else { continue }
                let u = UInt64(bitPattern: n)
                let day = c.routine.daylight(at: t)
                let place = c.routine.place(at: t)
                let outdoors = place == .transit || place == .other
                let indoor = 150 + 250 * SeededNoise.unit(c.seed, stream, u)
                let lux = outdoors ? 50 + day * 20_000 * (0.5 + SeededNoise.unit(c.seed, stream, u &+ 1))
                                   : max(indoor * (0.3 + day), day * 800)
                let warm = 1 - day
                let chroma = SRAmbientLightSample.Chromaticity(x: Float32(0.3127 + 0.14 * warm), y: Float32(0.3290 + 0.08 * warm))
                let placement = SRAmbientLightSample.SensorPlacement(rawValue: Int(SeededNoise.hash(c.seed, stream, u &+ 2) % 9)) ?? .unknown
                let sample = SRAmbientLightSample(placement: placement, chromaticity: chroma, lux: lux)
                if !sink(sample, t, 1) { return false }
            }
        }
        return true
    }

    /// Counts screen-on sample times without building samples (the dashboard asks often).
    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        let grid = PeriodicGrid(hz: 1 / c.rates.ambientLightInterval)
        var n = 0
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for i in range where c.routine.isScreenOn(at: grid.time(i)) { n += 1 }
        }
        return n
    }
}
