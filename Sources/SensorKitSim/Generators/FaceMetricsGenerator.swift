import SimCore

/// Face metrics from TrueDepth camera sessions: Face ID unlocks and messaging-app use.
///
/// One session at each screen session's start, and one in about an eighth of screen-on minutes.
/// Smiles follow the participant's slowly drifting mood, shared with speech metrics.
struct FaceMetricsGenerator: SampleGenerator {
    let sensor: SRSensor = .faceMetrics
    private static let partial = ["browDownLeft", "browDownRight", "browInnerUp", "eyeBlinkLeft", "eyeBlinkRight",
                                  "jawOpen", "mouthSmileLeft", "mouthSmileRight"]

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let stream = c.stream(sensor)
        for interval in window.intervals {
            var m = Int64((interval.lower / 60).rounded(.down))
            var previous = c.routine.isScreenOn(minute: m - 1)
            while Double(m) * 60 < interval.upper {
                defer { m += 1 }
                let screen = c.routine.isScreenOn(minute: m)
                defer { previous = screen }
                guard screen else { continue }
                let i = UInt64(bitPattern: m)
                var sessions: [(Double, SRFaceMetrics.Context)] = []
                if !previous { sessions.append((Double(m) * 60 + 1 + 4 * SeededNoise.unit(c.seed, stream, i), .deviceUnlock)) }
                if SeededNoise.unit(c.seed, stream &+ 1, i) < 0.12 {
                    sessions.append((Double(m) * 60 + 20 + 35 * SeededNoise.unit(c.seed, stream &+ 2, i), .messagingAppUsage))
                }
                for (t, context) in sessions where t > interval.lower && t <= interval.upper {
                    if !sink(metrics(t, context, stream, c), t, 1) { return false }
                }
            }
        }
        return true
    }

    private func metrics(_ t: Double, _ context: SRFaceMetrics.Context, _ stream: UInt64, _ c: GenerationContext) -> SRFaceMetrics {
        let key = UInt64(bitPattern: Int64(t * 10))
        let u = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ 10 &+ salt, key) }
        let valence = SeededNoise.smooth(c.seed, SeededNoise.streamID("voice-mood") &+ 1, t / 172_800)
        let smile = min(1, max(0, 0.25 + 0.3 * valence + 0.3 * (u(0) - 0.5)))
        let partial = FaceMetricsGenerator.partial.enumerated().map { j, name in
            SRFaceMetricsExpression(identifier: name, value: name.hasPrefix("mouthSmile") ? smile : 0.3 * u(1 + UInt64(j)))
        }
        let whole = [SRFaceMetricsExpression(identifier: "smile", value: smile),
                     SRFaceMetricsExpression(identifier: "neutral", value: 1 - smile)]
        return SRFaceMetrics(sessionIdentifier: c.identifier(stream &+ 30, key), context: context, version: "1.0",
                             wholeFaceExpressions: whole, partialFaceExpressions: partial)
    }
}
