import SimCore

/// Emits one result whose sample is built only if the delegate reads it. `make` returns the
/// simulator's fast form (`[RecordedAcceleration]`, ...); `SampleBridge.apple` gives Apple's.
public typealias LazyResultSink = (_ make: @escaping () -> Any, _ wallTime: Double, _ sampleCount: Int) -> Bool

/// A generator of large array results (50 Hz motion) that defers building each batch until
/// the delegate reads `SRFetchResult.sample`.
///
/// An app that only counts results, or a dashboard that samples a few, then costs almost
/// nothing; an app that reads every sample pays for every sample, as on a phone.
public protocol LazyBatchGenerator: SampleGenerator {
    func generateLazily(_ window: IntervalSet, _ context: GenerationContext, _ sink: LazyResultSink) -> Bool
}

extension LazyBatchGenerator {
    /// Emits Apple's objects (`[CMRecordedAccelerometerData]`, ...), built from the fast values.
    public func generate(_ window: IntervalSet, _ context: GenerationContext, _ sink: ResultSink) -> Bool {
        generateLazily(window, context) { make, time, count in sink(SampleBridge.apple(make()), time, count) }
    }
}
