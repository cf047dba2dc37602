import SimCore

/// Ambient light while the screen is on: lux follows the daylight curve outdoors and indoor
/// lighting inside; chromaticity moves from warm (evening lamps) to daylight white.
struct AmbientLightGenerator: SampleGenerator {
    let sensor: SRSensor = .ambientLightSensor

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let stream = c.stream(sensor)
        let grid = Self.grid(c)
        return runs(window, c) { run in
            for n in run {
                let t = grid.time(n)
                if !sink(Self.sample(n, at: t, c, stream), t, 1) { return false }
            }
            return true
        }
    }

    /// Builds only the samples the sink asks for.
    func survey(_ window: IntervalSet, _ c: GenerationContext, _ sink: SurveySink) {
        let stream = c.stream(sensor)
        let grid = Self.grid(c)
        _ = runs(window, c) { run in
            for n in run {
                let t = grid.time(n)
                sink(t, 1) { Self.sample(n, at: t, c, stream) }
            }
            return true
        }
    }

    /// Each minute's samples with the screen on go to `runs` as one run: a tally counts them by
    /// arithmetic and reads the leading sample of only the few it keeps.
    func survey(_ window: IntervalSet, _ c: GenerationContext, runs: SurveyRunSink, _ sink: SurveySink) {
        let stream = c.stream(sensor)
        let grid = Self.grid(c)
        _ = self.runs(window, c) { run in
            let first = run.lowerBound
            runs(run.count, 1, { grid.time(first + Int64($0)) }) { i in
                let n = first + Int64(i)
                return Self.sample(n, at: grid.time(n), c, stream)
            }
            return true
        }
    }

    /// Counts screen-on sample times without building samples (the dashboard asks often): a
    /// minute at a time, since the screen is on or off for whole minutes.
    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        var count = 0
        _ = runs(window, c) { run in count += run.count; return true }
        return count
    }

    private static func grid(_ c: GenerationContext) -> PeriodicGrid { PeriodicGrid(hz: 1 / c.rates.ambientLightInterval) }

    /// Calls `body` with each run of grid indices in `window` whose times lie in one minute
    /// with the screen on (`ParticipantRoutine.isScreenOn`), in order, while it returns true.
    /// Returns false if it stopped early.
    @inline(__always)
    private func runs(_ window: IntervalSet, _ c: GenerationContext, _ body: (ClosedRange<Int64>) -> Bool) -> Bool {
        let grid = Self.grid(c)
        var routine = RoutineCursor(c.routine)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            var n = range.lowerBound
            var minute = ParticipantRoutine.minute(grid.time(n))
            while n <= range.upperBound {
                let next = Self.firstIndex(after: minute, grid, from: n + 1)
                if routine.isScreenOn(minute: minute), !body(n...min(next.index - 1, range.upperBound)) { return false }
                (n, minute) = next
            }
        }
        return true
    }

    /// The first grid index from `start` on whose time lies in a later minute than `minute`,
    /// and that minute. Two minute readings find it, around the index the next minute's start
    /// should have, as rounding falls.
    private static func firstIndex(after minute: Int64, _ grid: PeriodicGrid, from start: Int64) -> (index: Int64, minute: Int64) {
        var n = max(start, Int64((Double(minute + 1) * 60 * grid.hz).rounded(.up)))
        while n > start && ParticipantRoutine.minute(grid.time(n - 1)) > minute { n -= 1 }
        var found = ParticipantRoutine.minute(grid.time(n))
        while found <= minute {
            n += 1
            found = ParticipantRoutine.minute(grid.time(n))
        }
        return (n, found)
    }

    /// The sample at grid index `n`, time `t`.
    private static func sample(_ n: Int64, at t: Double, _ c: GenerationContext, _ stream: UInt64) -> SRAmbientLightSample {
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
        return SRAmbientLightSample(placement: placement, chromaticity: chroma, lux: lux)
    }
}
