import Testing
import SimCore

@Suite struct ParticipantRoutineTests {
    /// `isScreenOn` rolls the minute's dice before it looks at the routine (a quicker order);
    /// the screen must be on at exactly the times the plain rule says: never asleep, and
    /// awake when the roll is under 0.35 while stationary or under 0.15 otherwise.
    @Test func theScreenIsOnExactlyWhenTheRuleSaysSo() {
        for (seed, offset) in [(1 as UInt64, 3600.0), (42, -5 * 3600), (7, 5.5 * 3600)] {
            let r = ParticipantRoutine(seed: seed, utcOffset: offset)
            var on = 0, wrong: [Double] = []
            // Eight days from a Sunday, every 10 seconds: nights, commutes and a weekend.
            for i in 0..<(8 * 8640) {
                let t = 9001 * 86_400 + Double(i) * 10
                let busy = r.activity(at: t) == .stationary ? 0.35 : 0.15
                let rule = !r.isAsleep(at: t) && SeededNoise.unit(seed, 31, UInt64(bitPattern: Int64((t / 60).rounded(.down)))) < busy
                if r.isScreenOn(at: t) != rule { wrong.append(t) }
                if rule { on += 1 }
            }
            #expect(wrong.isEmpty, "seed \(seed): wrong at \(wrong.prefix(3))")
            #expect(on > 8 * 8640 / 10)
        }
    }
}
