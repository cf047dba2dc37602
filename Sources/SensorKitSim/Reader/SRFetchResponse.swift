/// Apple's `SRFetchResponse` (iOS 27): one element of an `SRReader` stream.
///
/// `sample` is a `Result`, so one sample that cannot be read fails alone while the stream goes
/// on; `timestamp` is when SensorKit wrote it to its store. Apps cannot make one (no public
/// initializer). `sourceDevice` arrives with the headphone sensors.
public struct SRFetchResponse<Sample>: @unchecked Sendable {
    // Unchecked: `Sample` has no `Sendable` bound in Apple's declaration either; every sample
    // type SensorKit hands out is immutable once built.
    private let result: Result<Sample, any Error>
    private let time: SRAbsoluteTime

    package init(sample: Result<Sample, any Error>, timestamp: SRAbsoluteTime) {
        result = sample
        time = timestamp
    }

    /// The sensor's sample, or why this one sample could not be read.
    public var sample: Result<Sample, any Error> { result }

    /// When SensorKit wrote the sample to its store, on the continuous clock: convert it with
    /// `toCFAbsoluteTime()`, not by passing `rawValue` to a `Date` initializer.
    public var timestamp: SRAbsoluteTime { time }
}
