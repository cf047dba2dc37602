/// Sample times on a fixed grid `n / hz` of wall time, so every window sees the same samples.
struct PeriodicGrid: Sendable {
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

    /// The bounds of the batch of `size` that holds index `n`: batches are left-open,
    /// `(k·size, (k+1)·size]`, as fetch windows are, so a window that ends on a batch
    /// boundary ends with a whole batch rather than opening one with a single sample.
    @inline(__always)
    static func batch(of n: Int64, size: Int64) -> (opensAfter: Int64, last: Int64) {
        let k = (n - 1 >= 0 ? (n - 1) / size : (n - size) / size)
        return (k * size, (k + 1) * size)
    }
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

/// Report end times every `interval` seconds of local time, so a daily report closes at local
/// midnight and a 15-minute report on the quarter hour.
struct ReportGrid {
    let interval: Double
    let utcOffset: Double

    func end(_ k: Int64) -> Double { Double(k) * interval - utcOffset }

    /// The time report `k` covers: its interval, from where recording began when that was
    /// later (`GenerationContext.reportStart`).
    func span(_ k: Int64, _ c: GenerationContext) -> (start: Double, end: Double) {
        let end = end(k)
        return (c.reportStart(end - interval, closingAt: end), end)
    }

    /// Indices of reports whose end time lies in `(lower, upper]`.
    func indices(_ lower: Double, _ upper: Double) -> ClosedRange<Int64>? {
        var first = Int64(((lower + utcOffset) / interval).rounded(.down))
        while end(first) > lower { first -= 1 }
        while end(first) <= lower { first += 1 }
        var last = Int64(((upper + utcOffset) / interval).rounded(.down))
        while end(last + 1) <= upper { last += 1 }
        while end(last) > upper { last -= 1 }
        return last >= first ? first...last : nil
    }
}

/// `count` samples at `start + n / hz`: one burst such as an ECG recording or a PPG reading.
struct BurstGrid: Sendable {
    let start: Double
    let hz: Double
    let count: Int

    @inline(__always)
    func time(_ n: Int) -> Double { start + Double(n) / hz }

    /// Sample indices whose times lie in `(lower, upper]`; membership is decided on `time(n)`
    /// itself, so any split of a window sees every sample exactly once.
    func indices(_ lower: Double, _ upper: Double) -> Range<Int>? {
        let limit = Double(count)
        var lo = Int(min(limit, max(0, ((lower - start) * hz).rounded(.down))))
        while lo > 0 && time(lo - 1) > lower { lo -= 1 }
        while lo < count && time(lo) <= lower { lo += 1 }
        var hi = Int(min(limit, max(0, ((upper - start) * hz).rounded(.down) + 1)))
        while hi < count && time(hi) <= upper { hi += 1 }
        while hi > lo && time(hi - 1) > upper { hi -= 1 }
        return hi > lo ? lo..<hi : nil
    }
}
