import SensorKitSim

/// A fetch in progress: counts, and a series of at most `maxValues` values, the first result in
/// each of that many equal slices of the window. Only those results' samples are built (and of a
/// batch only its first sample): a day of 50 Hz data is counted, not decoded, so a year of daily
/// fetches takes seconds. Both study apps tally their fetches here.
final class FetchSeries: FetchTally {
    let from: Double
    let span: Double
    var results = 0
    var samples = 0
    var values: [Double] = []
    /// The first slice whose value is still to be read.
    private var nextSlice = 0
    static let maxValues = 120

    init(from: SRAbsoluteTime, to: SRAbsoluteTime) {
        self.from = from.rawValue
        span = to.rawValue - from.rawValue
    }

    func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any) {
        results += 1
        samples += sampleCount
        let slice = slice(of: timestamp)
        if slice >= nextSlice { read(leadingSample(), of: slice) }
    }

    /// Keeps the value of a result in `slice`, a slice still to be read, and moves on to the
    /// next slice; a result with no value is passed over, and the next one in its slice read.
    private func read(_ sample: Any, of slice: Int) {
        guard let v = SampleScalar.value(sample) else { return }
        values.append(v)
        nextSlice = slice + 1
    }

    /// A run's values found by bisection, not result by result: along a run times rise, and a
    /// time's slice never falls as the time rises (each step of `slice(of:)` keeps order), so
    /// the first result still to be read is the first whose slice is `nextSlice` or more. The
    /// same values as adding each result in turn, for a few dozen reads of a run's times.
    func addRun(count: Int, sampleCount: Int, timestamp: (Int) -> SRAbsoluteTime, leadingSample: (Int) -> Any) {
        results += count
        samples += count * sampleCount
        var i = 0
        while i < count && nextSlice <= Self.maxValues {
            var lo = i, hi = count
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if slice(of: timestamp(mid)) >= nextSlice { hi = mid } else { lo = mid + 1 }
            }
            guard lo < count else { return }
            read(leadingSample(lo), of: slice(of: timestamp(lo)))
            i = lo + 1
        }
    }

    /// Which of the `maxValues` equal slices of the window `timestamp` falls in (`maxValues`
    /// itself at the window's end, 0 before its start or for an empty window).
    @inline(__always)
    private func slice(of timestamp: SRAbsoluteTime) -> Int {
        let position = span > 0 ? (timestamp.rawValue - from) / span * Double(Self.maxValues) : 0
        return Int(min(max(position, 0), Double(Self.maxValues)).rounded(.down))
    }
}
