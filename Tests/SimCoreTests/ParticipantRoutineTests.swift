import Testing
import SimCore

@Suite struct ParticipantRoutineTests {
    /// `isScreenOn` rolls the minute's dice before it looks at the routine (a quicker order);
    /// the screen must be on at exactly the times the plain rule says, a whole minute at a
    /// time: never while asleep at the minute's start, and awake when the roll is under 0.35
    /// while stationary or under 0.15 otherwise.
    @Test func theScreenIsOnExactlyWhenTheRuleSaysSo() {
        for (seed, offset) in [(1 as UInt64, 3600.0), (42, -5 * 3600), (7, 5.5 * 3600)] {
            let r = ParticipantRoutine(seed: seed, utcOffset: offset)
            var on = 0, wrong: [Double] = []
            // Eight days from a Sunday, every 10 seconds: nights, commutes and a weekend.
            for i in 0..<(8 * 8640) {
                let t = 9001 * 86_400 + Double(i) * 10
                let minute = (t / 60).rounded(.down), start = minute * 60
                let busy = r.activity(at: start) == .stationary ? 0.35 : 0.15
                let rule = !r.isAsleep(at: start) && SeededNoise.unit(seed, 31, UInt64(bitPattern: Int64(minute))) < busy
                if r.isScreenOn(at: t) != rule { wrong.append(t) }
                if rule { on += 1 }
            }
            #expect(wrong.isEmpty, "seed \(seed): wrong at \(wrong.prefix(3))")
            #expect(on > 8 * 8640 / 10)
        }
    }

    /// Every sensor that follows the screen counts whole minutes (device usage, keyboard,
    /// messages and face metrics at each minute's start): ambient light's samples must agree,
    /// so a sample's screen is its minute's, even in the minute the participant wakes or falls
    /// asleep.
    @Test func theScreenStaysAsItIsForAWholeMinute() {
        let r = ParticipantRoutine(seed: 42, utcOffset: -5 * 3600)
        var changes = 0, wakingMinutes = 0
        // Twenty days: forty minutes with a wake or a bedtime in them, a third of them with a
        // roll that lets the screen on.
        for m in Int64(9001 * 1440)..<Int64(9021 * 1440) {
            let start = Double(m) * 60
            let atStart = r.isScreenOn(at: start)
            for offset in [0.5, 10, 29.5, 45, 59.5] where r.isScreenOn(at: start + offset) != atStart { changes += 1 }
            if r.isAsleep(at: start) != r.isAsleep(at: start + 59.5) { wakingMinutes += 1 }
            #expect(r.isScreenOn(minute: m) == atStart)
        }
        #expect(changes == 0)
        // The run crossed the moments the participant woke and fell asleep mid-minute.
        #expect(wakingMinutes >= 38)
    }
}
