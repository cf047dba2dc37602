import SimCore

/// The dashboard's sample counts, an hour at a time. Its windows move with the clock: what
/// joins the store is counted, and the holding period's last day is counted as it starts and
/// again as it ends, so most hours would be counted three times. Whole hours of wall time,
/// `(h·3600, (h+1)·3600]`, are counted once and kept; only the ragged ends of a window are
/// counted afresh. A sample belongs to a window by its own time alone, so counts add up over
/// the pieces (`summary` relies on the same).
extension SensorKitDaemon {
    /// One sensor's kept hour counts on each device (a class, so a count is added in place).
    final class HourCounts {
        var iPhone = KeptHours()
        var appleWatch = KeptHours()
    }

    /// Room beside the look-back, each side, in the hours kept (a window's ragged ends, the
    /// holding period): older hours are not asked for again, the store holds none.
    static let keptHoursBehindLookBack: Int64 = 24

    /// The most hours kept for one sensor on one device: the span from the oldest kept to the
    /// newest counted (`KeptHours`), the look-back and room each side.
    var keptHoursLimit: Int { Int(config.lookBack / 3600) + 2 * Int(Self.keptHoursBehindLookBack) }

    /// How many samples `generator` has in `set` for `sensor` on `ctx.device`.
    func sampleCount(in set: IntervalSet, of sensor: SRSensor, _ generator: any SampleGenerator,
                     _ ctx: GenerationContext) -> Int {
        let inputs = CountInputs(bootTime: ctx.bootTime, rates: ctx.rates)
        if hourCountInputs != inputs {
            hourCounts.removeAll()
            hourCountInputs = inputs
        }
        let kept: HourCounts
        if let k = hourCounts[sensor] { kept = k } else { kept = HourCounts(); hourCounts[sensor] = kept }
        func piece(_ lower: Double, _ upper: Double) -> Int {
            upper > lower ? generator.sampleCount(in: IntervalSet([IntervalSet.Interval(lower, upper)]), ctx) : 0
        }
        var hours = ctx.device == .iPhone ? kept.iPhone : kept.appleWatch
        // Taken out while counting, so adding a count does not copy the hours.
        if ctx.device == .iPhone { kept.iPhone = KeptHours() } else { kept.appleWatch = KeptHours() }
        defer { if ctx.device == .iPhone { kept.iPhone = hours } else { kept.appleWatch = hours } }
        var total = 0
        for interval in set.intervals {
            let first = (interval.lower / 3600).rounded(.up), last = (interval.upper / 3600).rounded(.down)
            guard last - first >= 1, first.magnitude < 1e15, last.magnitude < 1e15 else {
                total += piece(interval.lower, interval.upper)
                continue
            }
            total += piece(interval.lower, first * 3600)
            for h in Int64(first)..<Int64(last) {
                if let n = hours.count(at: h) { total += n; continue }
                let n = piece(Double(h) * 3600, Double(h + 1) * 3600)
                hours.keep(n, at: h, span: keptHoursLimit)
                total += n
            }
            total += piece(last * 3600, interval.upper)
        }
        return total
    }
}

/// Whole hours' counts in a row from hour `first`, -1 for an hour not counted: the hours a
/// store holds are a run, so they are kept in order rather than hashed. At most `span` hours
/// from the oldest to the newest: a newer hour drops the oldest (the store can no longer hold
/// them), and one too old for the span is not kept.
struct KeptHours {
    private(set) var first: Int64 = 0
    private var counts: [Int] = []
    /// How many hours are counted.
    private(set) var count = 0

    /// Hour `h`'s count, when kept.
    func count(at h: Int64) -> Int? {
        let i = h &- first
        guard i >= 0, i < Int64(counts.count) else { return nil }
        let n = counts[Int(i)]
        return n < 0 ? nil : n
    }

    mutating func keep(_ n: Int, at h: Int64, span: Int) {
        let span = Int64(max(1, span))
        if counts.isEmpty {
            (first, counts, count) = (h, [n], 1)
            return
        }
        let end = first + Int64(counts.count)
        if h < first {
            guard end - h <= span else { return }
            counts.insert(contentsOf: repeatElement(-1, count: Int(first - h)), at: 0)
            first = h
        } else if h >= end {
            let drop = min(Int64(counts.count), max(0, h + 1 - first - span))
            if drop > 0 {
                count -= counts[..<Int(drop)].filter { $0 >= 0 }.count
                counts.removeFirst(Int(drop))
                first += drop
            }
            if counts.isEmpty { first = h }
            counts.append(contentsOf: repeatElement(-1, count: Int(h - first) + 1 - counts.count))
        }
        let i = Int(h - first)
        if counts[i] < 0 { count += 1 }
        counts[i] = n
    }
}
