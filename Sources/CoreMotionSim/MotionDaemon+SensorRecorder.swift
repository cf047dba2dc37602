import Foundation
import SensorKitSim
import SimCore

/// `CMSensorRecorder`: what was asked to be recorded, and the samples of it.
extension MotionDaemon {
    /// Apple's limits: one recording, and one query, spans at most 12 hours; data is kept 3 days.
    static let maximumRecording: Double = 12 * 3600
    static let recorderRetention: Double = 3 * 86_400

    /// What an app that broke one of CoreMotion's assertions ends with: the uncaught
    /// NSInternalInconsistencyException its `handleFailureInMethod:` raises.
    static func uncaughtException(_ reason: String) -> String {
        "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }

    /// CoreMotion's assertions on a query's dates (`validateTimesFromDate:toDate:`), checked
    /// before anything else: a start after the end, or more than 3 days ago, ends the app.
    /// Returns whether the app crashed.
    private func assertQueryTimes(from: Double, to: Double) -> Bool {
        if crashed { return false }
        let broken = to - from < 0 ? "startTime must be <= to endTime"
            : now - from >= Self.recorderRetention ? "startTime must be within 3 days of today." : nil
        guard let broken else { return false }
        crash(Self.uncaughtException(broken))
        return true
    }

    func recordAccelerometer(forDuration duration: TimeInterval) {
        // Asserted before the Motion & Fitness check (CoreMotion's recordDataType:forDuration:);
        // `NSParameterAssert(duration > 0.0)` fails for NaN too.
        if !crashed, !(duration > 0) { return crash(Self.uncaughtException("Invalid parameter not satisfying: duration > 0.0")) }
        withAccess("recordAccelerometer", granted: { [weak self] in
            guard let self else { return }
            self.accelerometerRecordings.insert(self.now, self.now + min(duration, Self.maximumRecording))
        }, refused: { _ in })
    }

    /// The recorded samples in `[from, to]`, within the retention and up to now; nil when access
    /// is not granted (Apple returns nil rather than an error here). A span over 12 hours is cut
    /// to its last 12, as CoreMotion moves `fromDate` ("the difference … must be 12 hours or less").
    func recordedAccelerometer(from: Double, to: Double) -> CMSensorDataList? {
        if assertQueryTimes(from: from, to: to) { return nil }
        guard access() == .granted, let generator = SampleGenerators.generator(for: .accelerometer) else { return nil }
        var from = from
        if to - from > Self.maximumRecording {
            from = to - Self.maximumRecording
            runtime.record(MotionEvent.recorderSpanShortened)
        }
        // Windows are left-open; a hair below `from` makes the start inclusive.
        let window = accelerometerRecordings.clipped(to: max(from.nextDown, now - Self.recorderRetention), min(to, now))
        let context = GenerationContext(seed: store.seed, device: .iPhone, routine: store.routine,
                                        bootTime: store.bootTime, rates: SampleRates())
        return CMSensorDataList {
            var batches: [() -> [Any]] = []
            // Ten minutes a batch, so that iterating twelve hours holds 30 000 samples at a time.
            for whole in window.intervals {
                var pieces: [IntervalSet.Interval] = []
                var lower = whole.lower
                while lower < whole.upper {
                    pieces.append(.init(lower, min(whole.upper, lower + 600)))
                    lower += 600
                }
                for interval in pieces { batches.append {
                    var out: [Any] = []
                    _ = generator.generate(IntervalSet([interval]), context) { sample, _, _ in
                        out += (sample as? [CMRecordedAccelerometerData]) ?? []
                        return true
                    }
                    return out
                } }
            }
            return batches
        }
    }
}
