import SimCore

/// Emits one result whose sample is built only if the delegate reads it. `make(limit)` returns
/// the simulator's fast form (`[RecordedAcceleration]`, ...) of the batch's first `limit`
/// samples (`Int.max`: all of them); `SampleBridge.apple` gives Apple's form.
package typealias LazyResultSink = (_ make: @escaping (_ limit: Int) -> Any, _ wallTime: Double, _ sampleCount: Int) -> Bool

/// A generator of large array results (50 Hz motion) that defers building each batch until
/// the delegate reads `SRFetchResult.sample`.
///
/// An app that only counts results, or a dashboard that samples a few, then costs almost
/// nothing; an app that reads every sample pays for every sample, as on a phone.
package protocol LazyBatchGenerator: SampleGenerator {
    func generateLazily(_ window: IntervalSet, _ context: GenerationContext, _ sink: LazyResultSink) -> Bool
}

extension LazyBatchGenerator {
    /// Emits Apple's objects (`[CMRecordedAccelerometerData]`, ...), built from the fast values.
    package func generate(_ window: IntervalSet, _ context: GenerationContext, _ sink: ResultSink) -> Bool {
        generateLazily(window, context) { make, time, count in sink(SampleBridge.apple(make(.max)), time, count) }
    }

    /// Builds a batch's first sample only, and only when the sink asks for it.
    package func survey(_ window: IntervalSet, _ context: GenerationContext, _ sink: SurveySink) {
        _ = generateLazily(window, context) { make, time, count in
            sink(time, count) { make(1) }
            return true
        }
    }
}
