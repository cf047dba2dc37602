import Foundation
import SimCore

/// Media events while the screen is on: images and videos scrolling on and off the screen.
///
/// In about a quarter of screen-on minutes one media object appears and leaves again 2–20 seconds
/// later, within the same minute.
struct MediaEventsGenerator: SampleGenerator {
    let sensor: SRSensor = .mediaEvents

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .iPhone else { return true }
        let stream = c.stream(sensor)
        for interval in window.intervals {
            var m = Int64((interval.lower / 60).rounded(.down))
            while Double(m) * 60 < interval.upper {
                defer { m += 1 }
                let i = UInt64(bitPattern: m)
                guard SeededNoise.unit(c.seed, stream, i) < 0.25, c.routine.isScreenOn(minute: m) else { continue }
                let on = Double(m) * 60 + (1 + 35 * SeededNoise.unit(c.seed, stream &+ 1, i)).rounded()
                let off = on + (2 + 18 * SeededNoise.unit(c.seed, stream &+ 2, i)).rounded()
                let media = String(SeededNoise.hash(c.seed, stream &+ 3, i), radix: 16)
                let events: [(Double, SRMediaEventType)] = [(on, .onScreen), (off, .offScreen)]
                for (t, type) in events where t > interval.lower && t <= interval.upper {
                    if !sink(SRMediaEvent(mediaIdentifier: media, eventType: type), t, 1) { return false }
                }
            }
        }
        return true
    }
}
