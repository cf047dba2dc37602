import Foundation
import SimCore

/// Speech metrics for Siri requests or phone calls, one result per range of speech.
///
/// Siri requests come a few times a day, more often on the move; calls are `PhoneCallSchedule`'s,
/// so they match the phone usage reports. Each result is emitted when its range ends. The voice's
/// mood drifts over days and is shared by both sensors.
struct SpeechMetricsGenerator: SampleGenerator {
    enum Kind { case siri, telephony }
    let sensor: SRSensor
    let kind: Kind
    /// Length of one Siri utterance range.
    private static let siriSegment: Double = 2

    /// One range of speech: when the audio session started and where the range lies in it.
    private struct Segment {
        let session: UInt64
        let audioStart: Double
        let offset: Double
        let length: Double
        var end: Double { audioStart + offset + length }
    }

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let stream = c.stream(sensor)
        for interval in window.intervals {
            // Sessions never cross their hour slot, so slot order is time order.
            for k in PhoneCallSchedule.schedule.slots(interval.lower, interval.upper) {
                for segment in segments(inSlot: k, c) where segment.end > interval.lower && segment.end <= interval.upper {
                    if !sink(metrics(segment, stream, c), segment.end, 1) { return false }
                }
            }
        }
        return true
    }

    private func segments(inSlot k: Int64, _ c: GenerationContext) -> [Segment] {
        let stream = c.stream(sensor)
        let i = UInt64(bitPattern: k)
        switch kind {
        case .telephony:
            guard let call = PhoneCallSchedule(context: c).call(inSlot: k) else { return [] }
            let length = c.rates.speechMetricsInterval
            // The participant speaks in about half of the call's ranges; the other party in the rest.
            return (0..<Int(call.duration / length)).compactMap { j in
                SeededNoise.unit(c.seed, stream, i &* 4096 &+ UInt64(j)) < 0.55
                    ? Segment(session: i, audioStart: call.start, offset: Double(j) * length, length: length) : nil
            }
        case .siri:
            let start = PhoneCallSchedule.schedule.start(k) + 30 + 3000 * SeededNoise.unit(c.seed, stream &+ 1, i)
            guard !c.routine.isAsleep(at: start) else { return [] }
            let onTheMove = c.routine.place(at: start) == .transit ? 2.0 : 1.0
            guard SeededNoise.unit(c.seed, stream, i) < c.rates.siriRequestsPerDay / 16 * onTheMove else { return [] }
            let count = 1 + Int(3 * SeededNoise.unit(c.seed, stream &+ 2, i))
            let length = SpeechMetricsGenerator.siriSegment
            return (0..<count).map { Segment(session: i, audioStart: start, offset: Double($0) * length, length: length) }
        }
    }

    private func metrics(_ s: Segment, _ stream: UInt64, _ c: GenerationContext) -> SRSpeechMetrics {
        let t = s.audioStart + s.offset
        let key = UInt64(bitPattern: Int64(t * 10))
        let noise = { (salt: UInt64) in SeededNoise.signed(c.seed, stream &+ 10 &+ salt, key) }
        let mood = SeededNoise.streamID("voice-mood")
        let slow = { (salt: UInt64) in SeededNoise.smooth(c.seed, mood &+ salt, t / 172_800) }
        let clamp = { (x: Double) in min(1, max(-1, x)) }
        let expression = SRSpeechExpression(version: "1.0", confidence: 0.7 + 0.25 * noise(0),
                                            mood: clamp(0.5 * slow(0) + 0.2 * noise(1)),
                                            valence: clamp(0.5 * slow(1) + 0.25 * noise(2)),
                                            activation: clamp(0.4 * slow(2) + 0.3 * noise(3)),
                                            dominance: clamp(0.3 * slow(3) + 0.3 * noise(4)))
        let loudness = (kind == .siri ? 66 : 62) + 5 * noise(5)
        return SRSpeechMetrics(sessionIdentifier: c.identifier(stream &+ 20, s.session), sessionFlags: [],
                               timestamp: Date(timeIntervalSinceReferenceDate: t), timeSinceAudioStart: s.offset,
                               audioLevel: SRAudioLevel(loudness: loudness), speechExpression: expression)
    }
}
