import Foundation

/// Why one fetch window of one sensor on one device holds nothing or fails, with the moment
/// the reason turns on, worded in the phone's clock: "the window 2 Mar 16:00 to 3 Mar 07:00
/// ends before recording started on the Apple Watch at 3 Mar 08:00".
public struct FetchExplanation: Sendable, Equatable, CustomStringConvertible {
    public let reason: EmptyFetchReason
    /// Apple's Swift name of the sensor (`accelerometer`).
    public let sensor: String
    /// `iPhone` or `Apple Watch`.
    public let device: String
    /// The window asked for, as wall times (seconds since 1 Jan 2001, as `Date` counts).
    public let from: Double
    public let to: Double
    /// The moment the reason turns on: when recording started, when the holding period or the
    /// look-back begins, when the data was deleted. Nil for a reason with no moment.
    public let moment: Double?
    /// What the sentence adds for its reason: the holding period's length (`24-hour`), the
    /// iOS version, the switch that kept the fetch from running.
    public let detail: String?
    /// The phone's time zone, in which the times are written.
    public let timeZone: TimeZone
    /// The phone's clock when the fetch was judged (a wall time, as `from` and `to`), given only
    /// when the window ends after it: such a window lies in the future, which the sentence says.
    /// Nil otherwise, so two judgements of one window at other moments stay equal.
    public let now: Double?

    public init(reason: EmptyFetchReason, sensor: String, device: String, from: Double, to: Double,
                moment: Double? = nil, detail: String? = nil, timeZone: TimeZone, now: Double? = nil) {
        self.reason = reason
        self.sensor = sensor
        self.device = device
        self.from = from
        self.to = to
        self.moment = moment
        self.detail = detail
        self.timeZone = timeZone
        self.now = now
    }

    /// `the window 2 Mar 16:00 to 3 Mar 07:00`.
    public var window: String { "the window \(time(from)) to \(time(to))" }

    public var description: String {
        let at = moment.map(time) ?? "?"
        return switch reason {
        case .notEntitled: "\(sensor) is not in the app's SensorKit entitlement (invalidEntitlement)"
        // Nor can it tell a sensor never asked about from a sheet closed with no answer stored.
        case .notDetermined:
            "the participant has not answered for \(sensor): never asked, or the sheet was closed unanswered "
                + "(Cancel, Don't Enroll in Study) (notDetermined → noAuthorization)"
        // A status cannot tell a page declined on the sheet from a switch turned off in Settings.
        case .denied: "the participant declined \(sensor) on the sheet or turned it off in Settings (denied → noAuthorization)"
        case .collectionOff: "Research Sensor & Usage Data collection is off in Settings (every sensor reads denied)"
        case .notRecording: "\(window) holds no recording of \(sensor) on the \(device)" + (detail.map { ": \($0)" } ?? "")
        case .beforeRecording: "\(window) ends before recording started on the \(device) at \(at)"
        case .holdingPeriod:
            if let now, to > now {
                // Still the holding period's refusal, but "ends after <a day ago>" would hide
                // that the window was taken from another clock (the Mac's, a hard-coded date).
                "\(window) \(from >= now ? "lies" : "ends") in the future: the phone's clock reads \(time(now)); "
                    + "take now from SRAbsoluteTime.current(): no results"
            } else {
                "\(window) ends after \(at), inside the \(detail ?? "24-hour") holding period: no results"
            }
        case .outsideLookBack: "\(window) ends before \(at), where the \(detail ?? "7-day") look-back begins"
        case .noWatch: "no Apple Watch was paired during \(window)"
        case .deviceLocked: "the \(device) was locked: its data-protected store is unreadable (dataInaccessible)"
        case .unavailableOnDevice: "SensorKit is not on this device" + (detail.map { " (\($0))" } ?? "")
        case .unavailableOnOS: "\(sensor) does not exist on \(detail ?? "this iOS")"
        case .deletedInSettings: "\(window) was deleted by the participant in Settings at \(at)"
        case .noFetchRan: "no fetch ran for \(window)" + (detail.map { ": \($0)" } ?? "")
        case .malformedWindow:
            // A window that starts where it ends is accepted (`emptyWindow`); only a reversed one,
            // or one with an end that is not a time (never set, or NaN), is refused.
            from.isNaN || to.isNaN ? "\(window) lacks \(missingEnds): the request is refused (fetchRequestInvalid)"
                : "\(window) ends before it starts: the request is refused (fetchRequestInvalid)"
        case .emptyWindow: "\(window) starts where it ends: it holds no time, so nothing is returned"
        }
    }

    /// Which end of a malformed window is not a time, named as the request's property.
    private var missingEnds: String {
        switch (from.isNaN, to.isNaN) {
        case (true, true): "both ends (from and to never set, or NaN)"
        case (true, false): "a start (from never set, or NaN)"
        default: "an end (to never set, or NaN)"
        }
    }

    /// `3 Mar 08:00`, in the phone's time zone; an end that is not a time (an `SRFetchRequest`
    /// end never set reads NaN) is written so, not as the date 1 Jan 2001, and so is one at an
    /// infinity or beyond any calendar (a team's `.infinity` or `1e300` sentinel), which would
    /// otherwise read as a plausible date ("1 Jan 00:00", "27 Sep 01:46").
    private func time(_ t: Double) -> String {
        if t.isNaN { return "(no time)" }
        if t.isInfinite { return t > 0 ? "(+infinity)" : "(-infinity)" }
        if abs(t) >= Self.latestDate { return String(format: "(%g s from 1 Jan 2001, no date)", t) }
        return CivilTime(Date(timeIntervalSinceReferenceDate: t), timeZone).short
    }

    /// About the year 5000 either side of 2001: beyond it a time is no date on any phone's clock.
    private static let latestDate = 1e11
}
