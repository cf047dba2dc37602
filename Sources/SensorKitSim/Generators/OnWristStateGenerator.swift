import Foundation
import SimCore

/// Watch on-wrist events from the routine, emitted when they happen.
///
/// The Watch comes off each morning at wake-up (charging and shower) and goes back on 45 minutes
/// later.
struct OnWristStateGenerator: SampleGenerator {
    let sensor: SRSensor = .onWristState

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        guard c.device == .appleWatch else { return true }
        let wrist: SRWristDetection.WristLocation = c.wearsOnLeftWrist ? .left : .right
        // Apple's default is the crown on the right on the left wrist (mirrored on the right); some flip it.
        let flipped = SeededNoise.unit(c.seed, c.stream(sensor), 0) < 0.15
        let crown: SRWristDetection.CrownOrientation = (wrist == .left) != flipped ? .right : .left
        return events(in: window, c) { day, t, worn, off, on in
            let previousOn = offWrist(day - 1, c).on
            let event = SRWristDetection(onWrist: worn, wristLocation: wrist, crownOrientation: crown,
                                         onWristDate: Date(timeIntervalSinceReferenceDate: worn ? on : previousOn),
                                         offWristDate: worn ? nil : Date(timeIntervalSinceReferenceDate: off))
            return sink(event, t, 1)
        }
    }

    /// Counts the events `generate` emits (two a day on the Watch), without building them.
    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        guard c.device == .appleWatch else { return 0 }
        var count = 0
        _ = events(in: window, c) { _, _, _, _, _ in count += 1; return true }
        return count
    }

    /// Each event in `window`, in order: its local day, time, whether the Watch went on, and
    /// that day's off and on times; stops when `body` returns false. The one rule of which
    /// events a window holds, for generating and for counting them.
    private func events(in window: IntervalSet, _ c: GenerationContext,
                        _ body: (_ day: Int64, _ t: Double, _ worn: Bool, _ off: Double, _ on: Double) -> Bool) -> Bool {
        for interval in window.intervals {
            for day in c.days(interval.lower, interval.upper) {
                let (off, on) = offWrist(day, c)
                for (t, worn) in [(off, false), (on, true)] where t > interval.lower && t <= interval.upper {
                    if !body(day, t, worn, off, on) { return false }
                }
            }
        }
        return true
    }

    /// When the Watch comes off and goes back on, on local `day` (matches `isOnWrist`).
    private func offWrist(_ day: Int64, _ c: GenerationContext) -> (off: Double, on: Double) {
        let off = c.midnight(day) + c.routine.wakeTime(day: day)
        return (off, off + 2700)
    }
}
