import Foundation
import SimCore

/// The gate every data call passes, the alert, and activity queries.
extension MotionDaemon {
    /// What the gate decides for one call, before any side effect.
    enum Access: Equatable {
        case granted
        case refused(CMError)
        /// The app's choice is not made yet: the alert must ask.
        case ask
        /// Info.plist lacks `NSMotionUsageDescription`: the app crashes.
        case crash
        /// The app has crashed; nothing it calls does anything.
        case ignored
    }

    /// Decides what a data call may do now, without side effects.
    ///
    /// Order of checks (an assumption, see FIDELITY.md): hardware, entitlement, Info.plist,
    /// Fitness Tracking, then the app's choice.
    func access() -> Access {
        if crashed { return .ignored }
        if !activityAvailable { return .refused(CMErrorMotionActivityNotAvailable) }
        if !entitled { return .refused(CMErrorMotionActivityNotEntitled) }
        if !app.hasUsageDescription { return .crash }
        if !fitnessTrackingEnabled { return .refused(CMErrorMotionActivityNotAuthorized) }
        switch storedStatus {
        case .authorized: return .granted
        case .denied, .restricted: return .refused(CMErrorMotionActivityNotAuthorized)
        case .notDetermined: return .ask
        }
    }

    /// Runs `granted` or `refused` now, or once the alert is answered (calls made while it
    /// shows wait for the same answer). A missing usage description crashes the app instead.
    func withAccess(_ call: String, granted: @escaping () -> Void, refused: @escaping (CMError) -> Void) {
        switch access() {
        case .granted: granted()
        case .refused(let code): refused(code)
        case .crash: crash(Self.missingUsageDescriptionReason)
        case .ignored:
            runtime.record(MotionEvent.callIgnoredAfterCrash(call: call, appName: app.displayName))
        case .ask:
            let retry = { [weak self] () -> Void in self?.withAccess(call, granted: granted, refused: refused) }
            if pendingPrompt != nil { return waiters.append(retry) }
            guard let prompter else {
                runtime.record(MotionEvent.alertUnpresentable(call: call))
                return refused(CMErrorMotionActivityNotAuthorized)
            }
            let prompt = MotionPrompt(appName: app.displayName, message: app.usageDescription ?? "",
                                      form: MotionAlertForm(runtime.osVersion)) {
                [weak self] outcome in self?.answered(outcome)
            }
            pendingPrompt = prompt
            waiters = [retry]
            runtime.record(MotionEvent.alertShown(title: prompt.title))
            prompter.present(prompt)
        }
    }

    private func answered(_ outcome: MotionPrompt.Outcome) {
        pendingPrompt = nil
        storedStatus = outcome == .allowed ? .authorized : .denied
        runtime.record(MotionEvent.statusChangedByAlert(appName: app.displayName, status: storedStatus))
        resumeWaiters()
    }

    /// Re-checks every call that waited for the alert, in call order.
    func resumeWaiters() {
        let pending = waiters
        waiters.removeAll()
        for retry in pending { retry() }
    }

    // MARK: Queries

    func queryActivity(from start: Date, to end: Date, handler: @escaping ([CMMotionActivity]?, Error?) -> Void) {
        withAccess("queryActivityStarting", granted: { [weak self] in
            guard let self else { return }
            let found = self.storedActivities(from: start.timeIntervalSinceReferenceDate, to: end.timeIntervalSinceReferenceDate)
            // Apple: a range with no samples fails with CMErrorUnknown.
            self.deliver { found.isEmpty ? handler(nil, CMErrorUnknown.nsError()) : handler(found, nil) }
        }, refused: { [weak self] code in
            self?.deliver { handler(nil, code.nsError()) }
        })
    }

    /// The activities the device still stores (within the look-back, not in the future, after
    /// `historyStart`, logged while Fitness Tracking was on) for the window `[start, end]`: the
    /// one in effect at `start`, then those starting after it. CMMotionActivityManager.h: "the
    /// first activity returned may have a startDate before start. This activity represents what
    /// the state was at the start time."
    package func storedActivities(from start: Double, to end: Double) -> [CMMotionActivity] {
        guard start < end else { return [] }
        let oldest = max(now - config.lookBack, historyStart)
        let lower = max(start, oldest)
        let upper = min(end, now)
        guard lower <= upper else { return [] }
        let tracking = trackingIntervals
        let kept = { (a: CMMotionActivity) in
            let t = a.startDate.timeIntervalSinceReferenceDate
            return t >= oldest && tracking.contains(t)
        }
        // Only a device that was tracking at `start` knows what the state was then.
        let inEffect = tracking.contains(lower) ? [store.current(at: lower)].filter(kept) : []
        let later = store.activities(from: lower, through: upper, includingLower: inEffect.isEmpty).filter(kept)
        return inEffect + later
    }
}
