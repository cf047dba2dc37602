import SimCore

/// What CoreMotion holds for one participant, as a saved participant keeps it: the app's
/// Motion & Fitness choice and the Fitness Tracking switch with the spans it was on.
package struct SavedMotion: Codable, Equatable, Sendable {
    package var status = "notDetermined"
    package var fitnessTracking = true
    package var trackingOn: [[Double]] = []
    package var trackingOnSince: Double?
}

extension MotionDaemon {
    package var saved: SavedMotion {
        SavedMotion(status: storedStatus.description, fitnessTracking: fitnessTrackingEnabled,
                    trackingOn: trackingHistory.intervals.map { [$0.lower, $0.upper] }, trackingOnSince: trackingOnSince)
    }

    /// Puts back what `saved` holds; nil when it did, else what is wrong (the key path).
    package func restore(_ saved: SavedMotion) -> String? {
        guard let status = CMAuthorizationStatus.allCases.first(where: { $0.description == saved.status }) else {
            return "motion.status: expected notDetermined, restricted, denied or authorized, got \(saved.status)"
        }
        var history = IntervalSet()
        for span in saved.trackingOn {
            guard span.count == 2, span[0].isFinite, span[1].isFinite, span[0] <= span[1] else {
                return "motion.trackingOn: a span is two times, the first not after the second; got \(span)"
            }
            history.insert(span[0], span[1])
        }
        storedStatus = status
        fitnessTrackingEnabled = saved.fitnessTracking
        trackingHistory = history
        trackingOnSince = saved.fitnessTracking ? (saved.trackingOnSince ?? now) : nil
        return nil
    }
}
