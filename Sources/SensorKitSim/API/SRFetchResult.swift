/// One result of a fetch: a sample (an object, or an array for batch sensors such as the
/// accelerometer) and the `SRAbsoluteTime` at which SensorKit recorded it.
///
/// As on iOS, a result is only valid inside `didFetchResult`: copy what you need.
public final class SRFetchResult<SampleType> {
    public let sample: SampleType
    public let timestamp: SRAbsoluteTime

    public init(sample: SampleType, timestamp: SRAbsoluteTime) {
        self.sample = sample
        self.timestamp = timestamp
    }
}
