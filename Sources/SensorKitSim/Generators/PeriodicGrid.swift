/// Sample times on a fixed grid `n / hz` of wall time, so every window sees the same samples.
struct PeriodicGrid {
    let hz: Double

    /// Grid indices whose times lie in `(lower, upper]`.
    @inline(__always)
    func indices(_ lower: Double, _ upper: Double) -> ClosedRange<Int64>? {
        var first = Int64((lower * hz).rounded(.down)) + 1
        while Double(first - 1) / hz > lower { first -= 1 }
        while Double(first) / hz <= lower { first += 1 }
        var last = Int64((upper * hz).rounded(.down))
        while Double(last + 1) / hz <= upper { last += 1 }
        while last >= first && Double(last) / hz > upper { last -= 1 }
        return last >= first ? first...last : nil
    }

    @inline(__always)
    func time(_ n: Int64) -> Double { Double(n) / hz }
}

/// Events on a grid of fixed slots: each slot holds at most one event, at an offset and with a
/// probability drawn from the slot's hash. Used for sporadic sensors (visits, ECG, speech).
struct SlotSchedule {
    let slot: Double

    /// Slot indices that could hold an event inside `(lower, upper]`.
    func slots(_ lower: Double, _ upper: Double) -> ClosedRange<Int64> {
        Int64((lower / slot).rounded(.down))...Int64((upper / slot).rounded(.down))
    }

    func start(_ k: Int64) -> Double { Double(k) * slot }
}
