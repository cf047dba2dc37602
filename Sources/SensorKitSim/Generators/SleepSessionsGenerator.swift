import Foundation
import SimCore

/// One sleep session per night, emitted when it ends.
///
/// The Watch senses sleep onset 10–30 minutes after bedtime and the wake-up within minutes; the
/// iPhone only sees the phone put down and picked up again, so its session starts earlier and
/// ends later.
struct SleepSessionsGenerator: SampleGenerator {
    let sensor: SRSensor = .sleepSessions

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        let stream = c.stream(sensor)
        let watch = c.device == .appleWatch
        for interval in window.intervals {
            for day in c.days(interval.lower, interval.upper) {
                let night = c.routine.night(endingOn: day)
                let i = UInt64(bitPattern: day)
                let u = SeededNoise.unit(c.seed, stream, i), v = SeededNoise.unit(c.seed, stream &+ 1, i)
                let start = (watch ? night.start + 600 + 1200 * u : night.start - 60 - 600 * u).rounded()
                let end = (watch ? night.end - 300 * v : night.end + 60 + 840 * v).rounded()
                guard end > interval.lower && end <= interval.upper else { continue }
                let session = SRSleepSession(identifier: c.identifier(stream &+ 2, i),
                                             startDate: Date(timeIntervalSinceReferenceDate: start),
                                             duration: end - start)
                if !sink(session, end, 1) { return false }
            }
        }
        return true
    }
}
