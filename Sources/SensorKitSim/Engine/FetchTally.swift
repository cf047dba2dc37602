/// Where a fetch's results are tallied instead of delivered one by one: each result's time and
/// size, and its leading sample when the tally asks for it (a batch's first sample only).
///
/// The simulator's own study app counts what it fetches and keeps a few values for the
/// dashboard; a tally lets SensorKit skip building an `SRFetchResult` and a sample object per
/// sample for it (a year of 1 Hz heart rate is thirty million). Not part of Apple's API: a
/// client's delegate always receives every result through `didFetchResult`.
package protocol FetchTally: AnyObject {
    func add(timestamp: SRAbsoluteTime, sampleCount: Int, leadingSample: () -> Any)
}

/// A delegate that may have a fetch's results tallied rather than delivered.
package protocol FetchTallyingDelegate: SRSensorReaderDelegate {
    /// The tally for `request`'s results, or nil to receive them through `didFetchResult`.
    /// Either way the fetch ends with `didCompleteFetch`, and reports the same counts.
    func tally(for request: SRFetchRequest) -> FetchTally?
}
