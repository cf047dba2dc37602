import Foundation
import SimCore

/// Everything that decides whether a fetch window of one sensor on one device can hold data
/// now, and the one decider of why it does not (`explanation`).
///
/// Every consumer asks this: the daemon's fetch of both APIs (its refusal errors and its empty
/// windows), the log, scenario failures, `week`, the dashboard, `check` and
/// `SRTestSession.explain`. A plain value so a test, or a fault a host models, can set any
/// field: `isLocked`, `sensorKitPresent` and `lastFetchRan` are how a locked phone, an iPad
/// and a background fetch that never ran reach the decision.
package struct FetchConditions: Sendable {
    package var sensor: SRSensor
    package var device: SRDevice.Kind
    /// The window asked for, as wall times: `(from, to]`.
    package var from: Double
    package var to: Double
    package var now: Double
    package var holdingPeriod: Double
    package var lookBack: Double
    package var timeZone: TimeZone

    package var entitled: Bool
    /// The stored answer, before the collection switch turns an allowed sensor into `denied`.
    package var answer: SRAuthorizationStatus
    package var collectionEnabled: Bool
    /// The phone's iOS, and whether it has the sensor.
    package var os: OSVersion
    package var existsOnOS: Bool
    /// The phone is locked, its data-protected store unreadable.
    package var isLocked = false
    /// SensorKit.framework is on the device (false on iPadOS).
    package var sensorKitPresent = true
    /// The last scheduled fetch ran; false when the system never woke the app for it.
    package var lastFetchRan = true
    /// Why the last fetch did not run, in a few words ("Background App Refresh is off").
    package var noFetchDetail: String?

    /// Whether the sensor records on `device` at all (the catalog's source devices).
    package var recordsOnDevice: Bool
    /// When anyone recorded the sensor, ever, as far as the device remembers (before deletions).
    package var recorded: IntervalSet
    /// When an Apple Watch was paired (asked only for the Watch).
    package var watchPaired: IntervalSet
    /// What the participant deleted in Settings, and when each deletion was made.
    package var deleted: IntervalSet
    package var deletionTimes: [Double]

    /// Why every fetch of a sensor fails whatever its window: the device, the OS, the
    /// entitlement and the participant's answers, in the order the daemon checks them. `check`
    /// asks it of a fresh install, before anything is recorded.
    package static func standingReason(sensorKitPresent: Bool = true, existsOnOS: Bool, entitled: Bool,
                                       answer: SRAuthorizationStatus, collectionEnabled: Bool = true) -> EmptyFetchReason? {
        if !sensorKitPresent { return .unavailableOnDevice }
        if !existsOnOS { return .unavailableOnOS }
        if !entitled { return .notEntitled }
        if answer == .notDetermined { return .notDetermined }
        if answer == .denied { return .denied }
        if !collectionEnabled { return .collectionOff }
        return nil
    }

    /// Why the window holds nothing or the fetch fails; nil when it holds stored data. The
    /// order is the order of the daemon's checks: what fails the call first (the device, the OS,
    /// the entitlement and the answers, then a window that ends before it starts or lacks an end, then
    /// the lock), then what empties the window.
    package func explanation() -> FetchExplanation? {
        guard let reason = reason() else { return nil }
        let name = device == .appleWatch ? "Apple Watch" : "iPhone"
        let (moment, detail) = particulars(of: reason)
        return FetchExplanation(reason: reason, sensor: sensor.description, device: name, from: from, to: to,
                                moment: moment, detail: detail, timeZone: timeZone,
                                // Only the holding period's sentence for a window reaching past now
                                // reads it; two judgements of one window stay equal otherwise.
                                now: reason == .holdingPeriod && to > now ? now : nil)
    }

    /// Why every fetch of the sensor fails now, whatever its window (`standingReason` of these
    /// conditions): the dashboard's Fetchable column shows it instead of a window.
    package var standing: EmptyFetchReason? {
        Self.standingReason(sensorKitPresent: sensorKitPresent, existsOnOS: existsOnOS, entitled: entitled,
                            answer: answer, collectionEnabled: collectionEnabled)
    }

    private func reason() -> EmptyFetchReason? {
        if let standing { return standing }
        // A fetch that never ran asked nothing, malformed or not. SensorKit refuses a `from`
        // after `to` (iOS 26.1 checks `from <= to`); written as "not at or before" so a NaN end
        // (a team's 0 / 0, an unset end) is refused too rather than read as an empty window.
        if lastFetchRan, !(from <= to) { return .malformedWindow }
        if !lastFetchRan { return .noFetchRan }
        if isLocked { return .deviceLocked }
        if from == to { return .emptyWindow }
        if to > now - holdingPeriod { return .holdingPeriod }
        if to <= now - lookBack { return .outsideLookBack }
        if !recordsOnDevice { return .notRecording }
        if device == .appleWatch && watchPaired.clipped(to: from, to).isEmpty { return .noWatch }
        let kept = onDevice
        let window = kept.clipped(to: max(from, now - lookBack), to)
        if window.isEmpty {
            if let first = kept.intervals.first, first.lower >= to { return .beforeRecording }
            return .notRecording
        }
        return window.subtracting(deleted).isEmpty ? .deletedInSettings : nil
    }

    /// When the sensor recorded on the device: on the Watch, only while one was paired.
    private var onDevice: IntervalSet { device == .appleWatch ? recorded.intersection(watchPaired) : recorded }

    private func particulars(of reason: EmptyFetchReason) -> (moment: Double?, detail: String?) {
        switch reason {
        case .holdingPeriod: (now - holdingPeriod, SensorKitEvent.hours(holdingPeriod))
        case .outsideLookBack: (now - lookBack, Self.days(lookBack))
        case .beforeRecording: (onDevice.intervals.first?.lower, nil)
        case .deletedInSettings: (deletionTimes.first { $0 > from } ?? deletionTimes.last, nil)
        case .unavailableOnOS: (nil, "iOS \(os)" + (SensorAvailability.minimumOS(for: sensor).map { " (it arrived in iOS \($0))" } ?? ""))
        case .notRecording:
            (nil, recordsOnDevice ? (recorded.isEmpty ? "no app or system process has started recording it"
                                                       : "its recording was stopped") : "it does not record there")
        case .noFetchRan: (nil, noFetchDetail)
        case .unavailableOnDevice: (nil, "iPadOS has no SensorKit.framework")
        default: (nil, nil)
        }
    }

    /// `7-day`, or hours for a look-back that is not a whole number of days.
    private static func days(_ seconds: Double) -> String {
        seconds.truncatingRemainder(dividingBy: 86_400) == 0 ? "\(Int(seconds / 86_400))-day" : SensorKitEvent.hours(seconds)
    }
}

extension EmptyFetchReason {
    /// The error a fetch fails with for this reason, for both APIs; nil for a reason that only
    /// empties the window. Without SensorKit.framework a real app cannot make the call at all;
    /// the simulator fails it with `dataInaccessible` (`absenceRefusal`).
    package var fetchError: SRError.Code? {
        switch self {
        case .notEntitled: .invalidEntitlement
        case .notDetermined, .denied, .collectionOff, .unavailableOnOS: .noAuthorization
        case .deviceLocked, .unavailableOnDevice: .dataInaccessible
        case .malformedWindow: .fetchRequestInvalid
        default: nil
        }
    }
}
