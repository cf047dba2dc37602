import Testing
@testable import SimCore

/// Generators read the routine through a cursor that works each day out once: it must answer
/// exactly as the routine's own methods do, at every moment, across days and time zones.
@Suite struct RoutineCursorTests {
    @Test(arguments: [(1, 0), (42, 3600), (7, -5 * 3600), (1234, 9.5 * 3600)] as [(UInt64, Double)])
    func answersAsTheRoutineDoes(seed: UInt64, utcOffset: Double) {
        let routine = ParticipantRoutine(seed: seed, utcOffset: utcOffset)
        var cursor = RoutineCursor(routine)
        // Asked one thing only, a cursor must still move to each new day itself.
        var screenOnly = RoutineCursor(routine), activityOnly = RoutineCursor(routine)
        let start = Double(9002) * 86_400
        var mismatches: [String] = []
        var asleep = 0, worn = 0, screen = 0, activities = Set<ParticipantRoutine.Activity>()
        // Every 7 seconds for 15 days (weekdays and weekends), in order as generators read.
        var t = start
        while t < start + 15 * 86_400 {
            if cursor.isAsleep(at: t) != routine.isAsleep(at: t) { mismatches.append("isAsleep \(t)") }
            if cursor.isOnWrist(at: t) != routine.isOnWrist(at: t) { mismatches.append("isOnWrist \(t)") }
            if cursor.isScreenOn(at: t) != routine.isScreenOn(at: t) { mismatches.append("isScreenOn \(t)") }
            if screenOnly.isScreenOn(at: t) != routine.isScreenOn(at: t) { mismatches.append("isScreenOn alone \(t)") }
            if activityOnly.activity(at: t) != routine.activity(at: t) { mismatches.append("activity alone \(t)") }
            let a = cursor.activity(at: t)
            if a != routine.activity(at: t) { mismatches.append("activity \(t)") }
            asleep += routine.isAsleep(at: t) ? 1 : 0
            worn += routine.isOnWrist(at: t) ? 1 : 0
            screen += routine.isScreenOn(at: t) ? 1 : 0
            activities.insert(a)
            t += 7
        }
        // Out of order too: a cursor that moves back a day answers for that day.
        for back in stride(from: start + 14 * 86_400, to: start, by: -86_400 + 1234.5) {
            if cursor.activity(at: back) != routine.activity(at: back) { mismatches.append("activity back \(back)") }
            if cursor.isOnWrist(at: back) != routine.isOnWrist(at: back) { mismatches.append("isOnWrist back \(back)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // The run covered every kind of moment.
        #expect(asleep > 0 && worn > 0 && screen > 0)
        #expect(activities.count == ParticipantRoutine.Activity.allCases.count, "\(activities)")
    }
}
