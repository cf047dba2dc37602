import SimCore

/// Keyboard metrics per `reportInterval`, emitted at their end when the participant typed.
///
/// About half the screen-on minutes include a typing episode of 5–45 seconds; every count derives
/// from the typed characters at the participant's own typing speed.
struct KeyboardMetricsGenerator: SampleGenerator {
    let sensor: SRSensor = .keyboardMetrics

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let grid = ReportGrid(interval: c.rates.reportInterval, utcOffset: c.routine.utcOffset)
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                guard let report = metrics(start, end, k, c) else { continue }
                if !sink(report, end, 1) { return false }
            }
        }
        return true
    }

    private func metrics(_ start: Double, _ end: Double, _ k: Int64, _ c: GenerationContext) -> SRKeyboardMetrics? {
        let stream = c.stream(sensor)
        var n = SRKeyboardMetrics.Counts()
        var sessions: [String] = []
        var m = Int64((start / 60).rounded(.up))
        while Double(m) * 60 < end {
            defer { m += 1 }
            let i = UInt64(bitPattern: m)
            guard c.routine.isScreenOn(minute: m), SeededNoise.unit(c.seed, stream, i) < 0.5 else { continue }
            n.typingDuration += (5 + 40 * SeededNoise.unit(c.seed, stream &+ 1, i)).rounded()
            n.episodes += 1
            sessions.append(c.identifier(stream &+ 2, i))
        }
        guard n.episodes > 0 else { return nil }
        let person = { (salt: UInt64) in SeededNoise.unit(c.seed, SeededNoise.streamID("typist") &+ salt, 0) }
        let u = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ salt, UInt64(bitPattern: k)) }
        n.speed = 2.5 + 2 * person(0) + 0.4 * (u(3) - 0.5)
        let chars = n.typingDuration * n.speed
        n.words = Int(chars / 5.5)
        n.deletes = Int(chars * (0.04 + 0.06 * u(4)))
        n.emojis = Int(Double(n.words) * 0.06 * u(5))
        // Some people swipe-type (QuickPath) part of their words.
        if person(1) < 0.3 {
            n.paths = Int(Double(n.words) * (0.2 + 0.3 * u(6)))
            n.pathTime = (Double(n.paths) * (0.6 + 0.4 * u(7))).rounded()
            n.pathLengthMM = Double(n.paths) * (35 + 20 * u(8))
            n.pathSpeed = n.pathTime > 0 ? Double(n.paths) / (n.pathTime / 60) : 0
            n.pathPauses = n.paths / 6
            n.drags = n.paths / 10
        }
        n.taps = Int(chars) - n.paths * 4 + n.deletes + n.emojis + n.words / 4
        n.taps = max(n.taps, n.deletes)
        let auto = Int(Double(n.words) * (0.02 + 0.04 * u(9)))
        n.corrections = [auto, auto / 4, auto / 6, auto / 10, auto / 12, auto / 12, auto / 3, auto / 5, auto / 8]
        n.alteredWords = auto + n.deletes / 6
        n.pauses = n.episodes + Int(Double(n.episodes) * 2 * u(10))
        return SRKeyboardMetrics(duration: end - start, keyboardIdentifier: "en_US@sw=QWERTY;hw=Automatic",
                                 widthMM: 71.5, heightMM: 46, inputModes: ["en-US"], sessionIdentifiers: sessions, counts: n,
                                 metricSeed: SeededNoise.hash(c.seed, stream &+ 11, UInt64(bitPattern: k)))
    }
}
