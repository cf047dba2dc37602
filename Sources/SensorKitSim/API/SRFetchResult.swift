/// One result of a fetch: a sample (an object, or an array for batch sensors such as the
/// accelerometer) and the `SRAbsoluteTime` at which SensorKit recorded it.
///
/// As on iOS, a result is only valid inside `didFetchResult`: copy what you need.
public final class SRFetchResult<SampleType> {
    private var stored: SampleType?
    private let make: (() -> SampleType)?
    public let timestamp: SRAbsoluteTime
    /// Simulator addition: how many samples the result holds (the array's length, or 1),
    /// known without building the sample.
    public let sampleCount: Int

    public init(sample: SampleType, timestamp: SRAbsoluteTime, sampleCount: Int = 1) {
        self.stored = sample
        self.make = nil
        self.timestamp = timestamp
        self.sampleCount = sampleCount
    }

    init(timestamp: SRAbsoluteTime, sampleCount: Int, make: @escaping () -> SampleType) {
        self.stored = nil
        self.make = make
        self.timestamp = timestamp
        self.sampleCount = sampleCount
    }

    /// The sample, generated the first time it is read.
    public var sample: SampleType {
        if let stored { return stored }
        let s = make!()
        stored = s
        return s
    }
}
