/// Where a fetch's results are tallied instead of delivered one by one: each result's time and
/// size, and its leading sample when the tally asks for it (a batch's first sample only).
///
/// The simulator's own study app counts what it fetches and keeps a few values for the
/// dashboard; a tally lets SensorKit skip building an `SRFetchResult` and a sample object per
/// sample for it (a year of 1 Hz heart rate is thirty million). Not part of Apple's API: a
/// client's delegate always receives every result through `didFetchResult`.
package protocol FetchTally: AnyObject {
    func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any)

    /// `count` results in time order, the `i`th at `timestamp(i)`, each of `sampleCount`
    /// samples, with a builder of the `i`th one's leading sample: the same as adding each in
    /// turn, which is what a tally that does not take runs whole does.
    func addRun(count: Int, sampleCount: Int, timestamp: (Int) -> SRAbsoluteTime, leadingSample: (Int) -> Any)
}

extension FetchTally {
    package func addRun(count: Int, sampleCount: Int, timestamp: (Int) -> SRAbsoluteTime, leadingSample: (Int) -> Any) {
        for i in 0..<count { add(timestamp: timestamp(i), sampleCount: sampleCount) { leadingSample(i) } }
    }
}

/// A delegate that may have a fetch's results tallied rather than delivered.
package protocol FetchTallyingDelegate: SRSensorReaderDelegate {
    /// The tally for `request`'s results, or nil to receive them through `didFetchResult`.
    /// Either way the fetch ends with `didCompleteFetch`, and reports the same counts.
    func tally(for request: SRFetchRequest) -> FetchTally?
}
