import SimCore

/// One phone call of the participant.
struct PhoneCall {
    let slot: Int64
    let start: Double
    let duration: Double
    let outgoing: Bool
    /// Index into a small circle of contacts, for unique-contact counts.
    let contact: Int
}

/// The participant's phone calls, at most one per hour while awake. Phone usage reports and
/// telephony speech metrics both read it, so they describe the same calls.
struct PhoneCallSchedule {
    static let schedule = SlotSchedule(slot: 3600)
    let context: GenerationContext

    func call(inSlot k: Int64) -> PhoneCall? {
        let c = context
        let stream = SeededNoise.streamID("phone-calls")
        let i = UInt64(bitPattern: k)
        // Calls happen in about 16 waking hours.
        guard SeededNoise.unit(c.seed, stream, i) < c.rates.phoneCallsPerDay / 16 else { return nil }
        let start = PhoneCallSchedule.schedule.start(k) + 60 + 1800 * SeededNoise.unit(c.seed, stream &+ 1, i)
        let u = SeededNoise.unit(c.seed, stream &+ 2, i)
        let duration = (30 + 1500 * u * u).rounded()
        guard !c.routine.isAsleep(at: start), !c.routine.isAsleep(at: start + duration) else { return nil }
        let v = SeededNoise.unit(c.seed, stream &+ 3, i)
        return PhoneCall(slot: k, start: start, duration: duration, outgoing: v < 0.45, contact: Int(v * v * 12))
    }

    /// Calls that start in `[lower, upper)`, in time order.
    func calls(startingIn lower: Double, _ upper: Double) -> [PhoneCall] {
        PhoneCallSchedule.schedule.slots(lower, upper).compactMap { k in
            call(inSlot: k).flatMap { $0.start >= lower && $0.start < upper ? $0 : nil }
        }
    }
}
