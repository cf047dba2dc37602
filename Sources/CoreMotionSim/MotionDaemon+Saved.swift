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
        let checked: SavedMotion.Checked
        do { checked = try saved.checked(now: now) } catch { return error.message }
        storedStatus = checked.status
        fitnessTrackingEnabled = saved.fitnessTracking
        trackingHistory = checked.trackingHistory
        trackingOnSince = saved.fitnessTracking ? (saved.trackingOnSince ?? now) : nil
        return nil
    }
}

extension SavedMotion {
    /// What is wrong with a saved participant's Motion & Fitness part, naming the key path.
    package struct Problem: Error, Equatable { package let message: String }

    /// What the file says, read into the daemon's types.
    package struct Checked {
        let status: CMAuthorizationStatus
        let trackingHistory: IntervalSet
    }

    /// The one check of what a file says (times not after the saved clock `now`): resuming and
    /// `consent-sim state` both ask it.
    package func checked(now: Double) throws(Problem) -> Checked {
        guard let known = CMAuthorizationStatus.allCases.first(where: { $0.description == status }) else {
            throw Problem(message: "motion.status: expected notDetermined, restricted, denied or authorized, got \(status)")
        }
        var spans: [IntervalSet.Interval] = []
        for span in trackingOn {
            guard span.count == 2, span[0].isFinite, span[1].isFinite, span[0] <= span[1] else {
                throw Problem(message: "motion.trackingOn: a span is two times, the first not after the second; got \(span)")
            }
            guard span[1] <= now else {
                throw Problem(message: "motion.trackingOn: a span ends after the saved clock (\(now)); got \(span)")
            }
            spans.append(IntervalSet.Interval(span[0], span[1]))
        }
        if let since = trackingOnSince, !(since.isFinite && since <= now) {
            throw Problem(message: "motion.trackingOnSince: a time not after the saved clock, got \(since)")
        }
        return Checked(status: known, trackingHistory: IntervalSet(merging: spans))
    }
}
