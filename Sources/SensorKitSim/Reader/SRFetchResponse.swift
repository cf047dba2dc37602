/// Apple's `SRFetchResponse` (iOS 27): one element of an `SRReader` stream.
///
/// `sample` is a `Result`, so one sample that cannot be read fails alone while the stream goes
/// on; `timestamp` is when SensorKit wrote it to its store; `sourceDevice` is the peripheral
/// (a headset) that supplied it, or nil. Apps cannot make one (no public initializer).
public struct SRFetchResponse<Sample>: @unchecked Sendable {
    // Unchecked: `Sample` has no `Sendable` bound in Apple's declaration either; every sample
    // type SensorKit hands out is immutable once built.
    private let result: Result<Sample, any Error>
    private let time: SRAbsoluteTime
    private let source: SRSourceDevice?

    package init(sample: Result<Sample, any Error>, timestamp: SRAbsoluteTime, sourceDevice: SRSourceDevice? = nil) {
        result = sample
        time = timestamp
        source = sourceDevice
    }

    /// The sensor's sample, or why this one sample could not be read.
    public var sample: Result<Sample, any Error> { result }

    /// When SensorKit wrote the sample to its store, on the continuous clock: convert it with
    /// `toCFAbsoluteTime()`, not by passing `rawValue` to a `Date` initializer.
    public var timestamp: SRAbsoluteTime { time }

    /// The peripheral that supplied the sample (the headphone sensors' headset); nil when there
    /// is no source information, as for every iPhone and Apple Watch sensor.
    public var sourceDevice: SRSourceDevice? { source }
}
