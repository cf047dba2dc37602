import Foundation

/// Why a fetch window holds nothing, or why the fetch fails: one name per cause a study team
/// meets after consent ("switched off, or no data yet?").
///
/// The decision is SensorKit's (`SensorKitDaemon.explainFetch`, over `FetchConditions`); the
/// type lives here, with the simulator's other public vocabulary (`OSVersion`, `SampleRates`),
/// because SensorKitSim's public surface is Apple's names only. `SRTestSession.explain`,
/// scenario failures, the log, `week`, the dashboard and `check` all name a reason by these
/// cases, and `expectFetch`'s `reason:` reads their raw values.
public enum EmptyFetchReason: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The app's SensorKit entitlement does not list the sensor: `invalidEntitlement`.
    case notEntitled
    /// The participant has not answered for the sensor (never asked, or the sheet closed
    /// unanswered: Cancel, Don't Enroll in Study): `noAuthorization`.
    case notDetermined
    /// The participant turned the sensor off, on the sheet or in Settings: `noAuthorization`.
    case denied
    /// Research Sensor & Usage Data collection is off in Settings: every sensor reads `denied`.
    case collectionOff
    /// Nobody was recording the sensor on the device during the window.
    case notRecording
    /// The window ends before the sensor started recording on the device.
    case beforeRecording
    /// The window reaches into the holding period (24 hours by default): nothing is returned.
    case holdingPeriod
    /// The window ends before the look-back (7 days): the device no longer keeps that data.
    case outsideLookBack
    /// The window asks the Apple Watch for data while no Watch was paired.
    case noWatch
    /// The phone was locked, its data-protected store unreadable: `dataInaccessible`.
    case deviceLocked
    /// SensorKit is not on the device (iPadOS has no SensorKit.framework).
    case unavailableOnDevice
    /// The phone's iOS version has no such sensor.
    case unavailableOnOS
    /// The participant deleted the window's data in Settings.
    case deletedInSettings
    /// No fetch ran (the app was not woken: Background App Refresh or Low Power Mode, say).
    case noFetchRan
    /// The request's window ends before it starts, or lacks an end: `fetchRequestInvalid`.
    case malformedWindow
    /// The request's window starts where it ends, `(t, t]`: accepted, it holds no time.
    case emptyWindow

    public var description: String { rawValue }

    /// Whether the sensor can never deliver in this set-up, whatever the window and however
    /// long the study waits: what `check` warns about.
    public var isPermanent: Bool {
        switch self {
        case .notEntitled, .unavailableOnDevice, .unavailableOnOS: true
        default: false
        }
    }

    /// At most 5 columns, for the compact dashboard's Last cell; the legend spells each out.
    public var compactText: String {
        switch self {
        case .notEntitled: "noEnt"
        case .notDetermined: "ask"
        case .denied: "deny"
        case .collectionOff: "off"
        case .notRecording: "noRec"
        case .beforeRecording: "early"
        case .holdingPeriod: "held"
        case .outsideLookBack: "old"
        case .noWatch: "noWch"
        case .deviceLocked: "lock"
        case .unavailableOnDevice: "noSK"
        case .unavailableOnOS: "noOS"
        case .deletedInSettings: "del"
        case .noFetchRan: "none"
        case .malformedWindow: "bad"
        case .emptyWindow: "empty"
        }
    }

    /// At most 10 columns, for a dashboard cell that would otherwise be empty.
    public var shortText: String {
        switch self {
        case .notEntitled: "no entitl."
        case .notDetermined: "not asked"
        case .denied: "denied"
        case .collectionOff: "coll. off"
        case .notRecording: "not rec."
        case .beforeRecording: "before rec"
        case .holdingPeriod: "held"
        case .outsideLookBack: "too old"
        case .noWatch: "no Watch"
        case .deviceLocked: "locked"
        case .unavailableOnDevice: "no SensorK"
        case .unavailableOnOS: "not on iOS"
        case .deletedInSettings: "deleted"
        case .noFetchRan: "no fetch"
        case .malformedWindow: "bad window"
        case .emptyWindow: "no time"
        }
    }
}
