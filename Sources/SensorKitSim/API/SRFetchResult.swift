/// One result of a fetch: a sample (an object, or an array for batch sensors such as the
/// accelerometer) and the `SRAbsoluteTime` at which SensorKit recorded it.
///
/// As on iOS, a result is only valid inside `didFetchResult`: copy what you need.
public final class SRFetchResult<SampleType> {
    // Stored as `Any`, not `SampleType`: fields of a generic type make every result's release
    // look up generic metadata, a measurable cost when a week of 50 Hz data is a million results.
    private var built: Any?
    private let make: (() -> Any)?
    public let timestamp: SRAbsoluteTime
    /// Simulator addition: how many samples the result holds (the array's length, or 1),
    /// known without building the sample.
    public let sampleCount: Int

    private init(built: Any?, make: (() -> Any)?, timestamp: SRAbsoluteTime, sampleCount: Int) {
        self.built = built
        self.make = make
        self.timestamp = timestamp
        self.sampleCount = sampleCount
    }

    public convenience init(sample: SampleType, timestamp: SRAbsoluteTime, sampleCount: Int = 1) {
        self.init(built: sample, make: nil, timestamp: timestamp, sampleCount: sampleCount)
    }

    /// The sample, generated the first time it is read.
    public var sample: SampleType {
        if let built { return built as! SampleType }
        let s = make!()
        built = s
        return s as! SampleType
    }
}

extension SRFetchResult where SampleType == Any {
    /// A result whose sample `make` builds the first time it is read.
    convenience init(timestamp: SRAbsoluteTime, sampleCount: Int, make: @escaping () -> Any) {
        self.init(built: nil, make: make, timestamp: timestamp, sampleCount: sampleCount)
    }
}
