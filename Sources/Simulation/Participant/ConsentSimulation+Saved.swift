import Foundation
import StudyConfig
import SensorKitSim

extension ConsentSimulation {
    /// The participant as they are now, for a state file.
    public var participantState: ParticipantState {
        ParticipantState(app: installed, seed: phone.options.seed,
                         clock: phone.runtime.clock.now, launches: phone.launches,
                         sensorKit: phone.sensorKit.saved, motion: phone.motion.saved,
                         settings: SavedBackgroundSwitches(phone.backgroundRefresh), ios: phone.runtime.osVersion, lang: language)
    }

    /// The phone options a saved participant resumes with: their seed, the clock where it
    /// stopped, their Watch's model (which a `reset`, a fresh install of the app, keeps), and
    /// the iOS their iPhone ran unless `osGiven` (`--ios`, `ios:`: an update, `resume` refuses
    /// an earlier one).
    public static func options(resuming state: ParticipantState, _ options: SimulatedPhone.Options,
                               osGiven: Bool = false) -> SimulatedPhone.Options {
        var o = options
        o.seed = state.seed
        o.start = state.clockDate
        o.watchModel = state.sensorKit.watchModel
        if !osGiven, let os = state.osVersion { o.osVersion = os }
        return o
    }

    /// Resumes the participant `state` (read from `path`) on this simulation, a phone just made
    /// with `options(resuming:)` whose app has not launched. A participant of another app is
    /// refused, and so is one saved with a later version than this study's (an update never
    /// installs an earlier one); one saved with another version of this app (an earlier version
    /// number, or files that say something else) is an update, and the journal says what it
    /// means for them; so is a later iOS than the one they were saved on.
    /// `osSource` names where the phone's iOS came from when it was given (`--ios`, `ios:`).
    public func resume(_ state: ParticipantState, from path: String, osSource: String? = nil) throws(ParticipantFile.Problem) {
        let id = content.profile.bundleIdentifier
        if let refusal = state.refusal(on: id, version: installed.version, standIn: installed.bundleIdentifierStandIn) { throw ParticipantFile.Problem(path: path, message: refusal) }
        guard phone.launches == 0 else { preconditionFailure("resume(_:from:) needs a phone whose app has not launched") }
        if let refusal = state.osRefusal(on: phone.runtime.osVersion, givenBy: osSource) { throw ParticipantFile.Problem(path: path, message: refusal) }
        do { try phone.sensorKit.restore(state.sensorKit) } catch {
            throw ParticipantFile.Problem(path: path, message: error.message)
        }
        if let problem = phone.motion.restore(state.motion) { throw ParticipantFile.Problem(path: path, message: problem) }
        if let settings = state.settings {
            phone.backgroundRefresh.appRefreshEnabled = settings.backgroundAppRefresh
            phone.backgroundRefresh.lowPowerMode = settings.lowPowerMode
        }
        phone.restoreLaunches(state.launches)
        phone.note(.install(.stateResumed(URL(fileURLWithPath: path).lastPathComponent)))
        // The app sees the system version change, as on an iPhone updated between two sessions.
        if let saved = state.osVersion, saved < phone.runtime.osVersion {
            phone.note(.install(.osUpdated(from: saved.description, to: phone.runtime.osVersion.description)))
        }
        if state.app.fingerprint != installed.fingerprint {
            phone.note(.install(.updated(bundleIdentifier: id, from: state.app.version ?? "(no version)", to: installed.versionText)))
            noteWhatChanged(from: state.app.profile, to: content.profile)
        }
        forgetPhoneState()
    }

    /// Writes the participant to `path`; `noting` says so in the journal (a `saveState:` step
    /// does; the demo, which saves after every change, does not fill the log with it).
    public func saveState(to path: String, noting: Bool = true) throws(ParticipantFile.Problem) {
        try ParticipantFile.write(participantState, to: path)
        guard noting else { return }
        phone.note(.install(.stateSaved(URL(fileURLWithPath: path).lastPathComponent)))
        forgetPhoneState()
    }
}
