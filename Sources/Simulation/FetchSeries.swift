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
        let position = span > 0 ? (timestamp.rawValue - from) / span * Double(Self.maxValues) : 0
        let slice = Int(min(max(position, 0), Double(Self.maxValues)).rounded(.down))
        guard slice >= nextSlice, let v = SampleScalar.value(leadingSample()) else { return }
        values.append(v)
        nextSlice = slice + 1
    }
}
