import SimCore

/// What a generator needs to know to produce one device's samples.
package struct GenerationContext: Sendable {
    package let seed: UInt64
    package let device: SRDevice.Kind
    package let routine: ParticipantRoutine
    /// Wall time at which continuous time (`SRAbsoluteTime`) was zero.
    package let bootTime: Double
    package let rates: SampleRates
    /// The wall-time intervals in which the sensor recorded on this device (deletions aside);
    /// nil when it recorded throughout (a generator read on its own, CMSensorRecorder's store).
    package let recording: IntervalSet?

    package init(seed: UInt64, device: SRDevice.Kind, routine: ParticipantRoutine, bootTime: Double, rates: SampleRates,
                 recording: IntervalSet? = nil) {
        self.seed = seed
        self.device = device
        self.routine = routine
        self.bootTime = bootTime
        self.rates = rates
        self.recording = recording
    }

    /// Where a report that closes at `end` and would cover `(start, end]` begins: at `start`, or
    /// where the recording that holds `end` began when that was later. A device only aggregates
    /// what it recorded, so the first report after recording starts (enrolment, a restart, a
    /// regrant) covers only the time since, and its `duration` says so (FIDELITY.md, "Samples").
    package func reportStart(_ start: Double, closingAt end: Double) -> Double {
        guard let run = recording?.intervals.first(where: { end > $0.lower && end <= $0.upper }) else { return start }
        return max(start, run.lower)
    }

    /// A per-(sensor, device) stream id, so two sensors or devices never share noise.
    package func stream(_ sensor: SRSensor, _ salt: UInt64 = 0) -> UInt64 {
        Self.salted(SeededNoise.streamID(continuing: SeededNoise.streamID(continuing: SeededNoise.streamID(sensor.rawValue), "/"), device.rawValue), salt)
    }

    /// Stream `salt` of a sensor whose stream (`stream(sensor)`) is already worked out.
    @inline(__always)
    package static func salted(_ stream: UInt64, _ salt: UInt64) -> UInt64 { stream &+ salt }

    package func srTime(_ wall: Double) -> SRAbsoluteTime { SRAbsoluteTime(wall - bootTime) }
}

/// Emits one result: the sample (an object, or a boxed array), its wall time, and how many
/// underlying samples it holds (1 for objects, the batch length for arrays). Return false to stop.
package typealias ResultSink = (_ sample: Any, _ wallTime: Double, _ sampleCount: Int) -> Bool

/// Surveys one result: its wall time, how many samples it holds, and a builder of its leading
/// sample, which only a consumer that wants the sample calls. The leading sample is the
/// simulator's fast form (`SRFetchResult.sampleValue`); for a batch, an array holding only the
/// batch's first sample.
package typealias SurveySink = (_ wallTime: Double, _ sampleCount: Int, _ leadingSample: () -> Any) -> Void

/// Surveys a run of results of one size, in time order: `count` results, the `i`th at wall time
/// `wallTime(i)` (rising with `i`) and holding `sampleCount` samples, with a builder of the
/// `i`th result's leading sample. The same as `count` calls of a `SurveySink`, for a consumer
/// that can take a run whole (a tally counts it by arithmetic).
package typealias SurveyRunSink = (_ count: Int, _ sampleCount: Int, _ wallTime: (Int) -> Double,
                                   _ leadingSample: (Int) -> Any) -> Void

/// Produces a sensor's samples on demand for any set of time windows.
///
/// A generator is a pure function of (seed, device, time): asking for a window twice, or for
/// two halves of it, gives the same samples bit for bit. Nothing is stored.
package protocol SampleGenerator: Sendable {
    /// Emits, in time order, every result whose time lies in `window` (left-open intervals of
    /// wall time). Returns false if the sink asked to stop.
    func generate(_ window: IntervalSet, _ context: GenerationContext, _ sink: ResultSink) -> Bool

    /// How many underlying samples `generate` would emit for `window`.
    func sampleCount(in window: IntervalSet, _ context: GenerationContext) -> Int

    /// Emits, in time order, the time and size of every result `generate` would emit for
    /// `window`, building a result's sample only when the sink asks for it: what a tally of a
    /// fetch needs (counts, and a few values), without a sample object per sample.
    func survey(_ window: IntervalSet, _ context: GenerationContext, _ sink: SurveySink)

    /// `survey`, with the runs of equal results a generator lays on a grid handed to `runs`
    /// whole and every other result to `sink`, all in time order: what a tally of a long fetch
    /// reads (a day of 50 Hz motion is eighty thousand batches of one size).
    func survey(_ window: IntervalSet, _ context: GenerationContext, runs: SurveyRunSink, _ sink: SurveySink)
}

extension SampleGenerator {
    package func sampleCount(in window: IntervalSet, _ context: GenerationContext) -> Int {
        var n = 0
        survey(window, context) { _, c, _ in n += c }
        return n
    }

    /// Every result to `sink`: right for a generator whose results lie on no grid.
    package func survey(_ window: IntervalSet, _ context: GenerationContext, runs: SurveyRunSink, _ sink: SurveySink) {
        survey(window, context, sink)
    }

    /// Generates every sample, then hands each on: right for a generator whose results are few.
    package func survey(_ window: IntervalSet, _ context: GenerationContext, _ sink: SurveySink) {
        _ = generate(window, context) { sample, time, count in
            sink(time, count) { sample }
            return true
        }
    }
}
