import SensorKitSim

/// Sees every result the study app accepts, as it arrives, and every fetch as it ends: what the
/// app would have uploaded, in its own fetch batches. An exporter streams from here.
///
/// Called inside the simulated device, so `SRAbsoluteTime.toCFAbsoluteTime()` works. A result is
/// only valid during the call (as in `didFetchResult`): copy what you need.
package protocol FetchObserver: AnyObject {
    /// A result of `request` (its `device`, `from`, `to`) for `sensor`, in arrival order.
    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest)
    /// `request` ended (completed or failed); `record` is what `week` prints for it.
    func finished(_ record: FetchRecord, request: SRFetchRequest)
}
