import Foundation
import Simulation
import SensorKitSim
import CoreMotionSim

/// Saved participants, in the same files `consent-sim run --state` and a scenario's
/// `saveState:` write, so a test can start from "a participant who allowed the accelerometer
/// last month" and a demo can pick up where a test left off.
extension SRTestSession {
    /// Writes the participant (statuses, recorded spans, stakes, Motion & Fitness, Background
    /// App Refresh and Low Power Mode, the clock and seed) to `path`, whole or not at all. Throws `ParticipantFile.Problem` naming the path.
    public func saveState(to path: String) throws {
        checkUse()
        let state = ParticipantState(app: appVersion, seed: seed, clock: phone.runtime.clock.now, launches: savedLaunches,
                                     sensorKit: phone.sensorKit.saved, motion: phone.motion.saved,
                                     settings: SavedBackgroundSwitches(backgroundAppRefresh: backgroundAppRefreshEnabled,
                                                                       lowPowerMode: lowPowerModeEnabled),
                                     ios: phone.runtime.osVersion)
        try ParticipantFile.write(state, to: path)
    }

    /// Replaces the phone with the participant saved in `path`: a fresh phone at the saved
    /// clock and seed, with their statuses, recordings and Motion & Fitness choice. Readers made
    /// before belong to the old phone; make new ones. A file that is broken, of a later format
    /// or of another app throws `ParticipantFile.Problem` naming the path, and changes nothing.
    /// A participant saved with other files of this app (another version, other sensors or
    /// entitlements) is an update, as on the phone: a stake the entitlement no longer covers goes.
    /// The session's `fitnessTrackingEnabled`, `pairedWatch`, `backgroundAppRefreshEnabled` and
    /// `lowPowerModeEnabled` then read the participant's, as the loaded phone has them.
    /// The phone runs the session's `osVersion`; one earlier than the participant's iPhone ran
    /// is refused, as iOS never goes back.
    public func loadState(from path: String) throws {
        checkUse()
        let state = try ParticipantFile.read(path)
        if let refusal = state.refusal(on: profile.bundleIdentifier, version: appVersion.version,
                                       standIn: appVersion.bundleIdentifierStandIn) {
            throw ParticipantFile.Problem(path: path, message: refusal)
        }
        // The session's osVersion is the test's setting: the participant resumes on it, which
        // may be a later iOS (an update) but never an earlier one than their iPhone ran.
        if let refusal = state.osRefusal(on: osVersion, remedy: "set the session's osVersion to it, or a later iOS, before loadState(from:)") { throw ParticipantFile.Problem(path: path, message: refusal) }
        let previous: (seed: UInt64, start: Date, phone: Phone) = (seed, start, phone)
        let shown = (sheets: sheetsShown, alerts: motionAlertsShown)
        seed = state.seed
        start = state.clockDate
        clearData()
        var problem: String?
        do { try phone.sensorKit.restore(state.sensorKit) } catch { problem = error.message }
        if problem == nil { problem = phone.motion.restore(state.motion) }
        guard let problem else {
            savedLaunches = state.launches
            // The participant's collection switch comes with them: the session's setting follows it.
            if dataCollectionEnabled != phone.sensorKit.collectionEnabled { dataCollectionEnabled = phone.sensorKit.collectionEnabled }
            if let settings = state.settings {
                backgroundAppRefreshEnabled = settings.backgroundAppRefresh
                lowPowerModeEnabled = settings.lowPowerMode
            }
            // The participant's Fitness Tracking switch and Watch came with the file; the settings
            // say what the phone now has, and a later clearData() keeps them.
            fitnessTrackingEnabled = phone.motion.fitnessTrackingEnabled
            pairedWatch = phone.sensorKit.isWatchPaired
            if state.app.fingerprint != appVersion.fingerprint {
                let change = UpdateConsequences(from: state.app.profile, to: profile, status: phone.sensorKit.status(of:))
                for sensor in change.noLongerEntitled { phone.sensorKit.dropStake(profile.bundleIdentifier, from: sensor) }
            }
            return
        }
        (seed, start) = (previous.seed, previous.start)
        restorePhone(previous.phone)
        (sheetsShown, motionAlertsShown) = (shown.sheets, shown.alerts)
        throw ParticipantFile.Problem(path: path, message: problem)
    }
}
