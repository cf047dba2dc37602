import SensorKitSim
import CoreMotionSim

/// What happened to the study app as installed on the phone, rather than inside it: a
/// participant who answered before this run, an update to another version, a saved
/// participant written or resumed.
public enum InstallEvent: Equatable, Sendable, CustomStringConvertible {
    /// The participant answered these before the run began (an earlier version's sheet).
    case answeredEarlier(EarlierAnswers)
    /// Another version of the same app was installed over this one; the app was terminated.
    case updated(bundleIdentifier: String, from: String, to: String)
    /// The update was not installed: `reason` says why (another app, a sheet up).
    case updateRefused(String)
    /// The new version marks these Required, but the participant denied them before: SensorKit
    /// never asks an answered sensor again, so no sheet offers them.
    case requiredNotAskedAgain([SRSensor])
    /// The new version no longer requests these: their statuses and recorded data are kept.
    case noLongerRequested([SRSensor])
    /// The new version's entitlement lacks these: its readers of them now fail, their data stays.
    case entitlementRemoved([SRSensor])
    /// The participant was saved to, or resumed from, a state file (its name).
    case stateSaved(String)
    case stateResumed(String)
    /// The saved participant's iPhone runs a later iOS than when saved (`from`, `to`): their app
    /// sees another `UIDevice.systemVersion` and `SRDevice.systemVersion`.
    case osUpdated(from: String, to: String)

    public var description: String {
        switch self {
        case .answeredEarlier(let a):
            var parts: [String] = []
            if !a.authorized.isEmpty { parts.append("allowed " + Self.list(a.authorized)) }
            if !a.denied.isEmpty { parts.append("denied " + Self.list(a.denied)) }
            if let m = a.motion { parts.append("Motion & Fitness \(m.description)") }
            return "The participant answered before this run: " + (parts.isEmpty ? "nothing" : parts.joined(separator: "; "))
        case .updated(let id, let from, let to):
            return "The study app (\(id)) was updated from version \(from) to \(to): terminated, answers and data kept"
        case .updateRefused(let reason): return "The update was not installed: \(reason)"
        case .requiredNotAskedAgain(let s):
            return "Now Required but denied before, not asked again (SensorKit never asks twice): " + Self.list(s)
        case .noLongerRequested(let s):
            return "No longer requested by the new version; status and data kept: " + Self.list(s)
        case .entitlementRemoved(let s):
            return "No longer in the app's entitlement; reads fail with invalidEntitlement, data kept: " + Self.list(s)
        case .stateSaved(let name): return "The participant was saved to \(name)"
        case .stateResumed(let name): return "The participant was resumed from \(name)"
        case .osUpdated(let from, let to):
            return "The participant's iPhone was updated from iOS \(from) to iOS \(to) since they were saved; answers and data kept"
        }
    }

    private static func list(_ sensors: [SRSensor]) -> String { sensors.map(\.description).joined(separator: ", ") }
}
