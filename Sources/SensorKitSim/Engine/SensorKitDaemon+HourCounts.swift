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
        var iPhone: [Int64: Int] = [:]
        var appleWatch: [Int64: Int] = [:]
    }

    /// Hours are kept for at most this long behind the clock's look-back (the store holds none
    /// older, so none is asked for again).
    static let keptHoursBehindLookBack: Int64 = 24

    /// The most hours kept for one sensor on one device at the end of a count.
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
        // Taken out while counting, so adding a count does not copy the dictionary.
        if ctx.device == .iPhone { kept.iPhone = [:] } else { kept.appleWatch = [:] }
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
                if let n = hours[h] { total += n; continue }
                let n = piece(Double(h) * 3600, Double(h + 1) * 3600)
                hours[h] = n
                total += n
            }
            total += piece(last * 3600, interval.upper)
        }
        // Hours the store can no longer hold are dropped.
        if hours.count > keptHoursLimit {
            let oldest = Int64(((now - config.lookBack) / 3600).rounded(.down)) - Self.keptHoursBehindLookBack
            hours = hours.filter { $0.key >= oldest }
        }
        return total
    }
}
