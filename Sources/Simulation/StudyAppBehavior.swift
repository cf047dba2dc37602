import SimCore

/// How the simulated study app behaves; the defaults are what a careful real app does.
public struct StudyAppBehavior: Sendable {
    /// Ask only for sensors still `notDetermined` (asking again fails with promptDeclined/8201).
    public var requestOnlyUndetermined = true
    /// Start recording every authorized sensor at launch and whenever one becomes authorized.
    public var recordAuthorizedSensors = true
    /// Fetch once a day, at this many seconds after local midnight.
    public var dailyFetchAt: Double = 3 * 3600
    /// The newest data a fetch asks for lies this long before now (Apple's holding period).
    public var fetchLag: Double = 86_400
    /// On the first fetch, look back this far (Apple keeps 7 days).
    public var firstFetchLookBack: Double = 7 * 86_400
    /// When the app first queries Motion & Fitness activity; nil: after the sheet when its
    /// Info.plist says it uses Motion & Fitness, else never. Setting it on an app without
    /// `NSMotionUsageDescription` reproduces the crash iOS gives such an app.
    public var motion: MotionQueryTiming?
    /// The SensorKit API the app is written on; nil: `SRReader` from iOS 27, the delegate API
    /// below (`StudyAppAPI.resolve`).
    public var api: StudyAppAPI?

    public init() {}

    /// The next daily fetch after now on `clock`'s local time.
    func nextDailyFetch(_ clock: VirtualClock) -> Double {
        let today = clock.startOfLocalDay(clock.now) + dailyFetchAt
        return today > clock.now ? today : today + 86_400
    }

    /// When the app with `profile` first queries Motion & Fitness: `motion` when set, else
    /// after the sheet if its Info.plist says it uses Motion & Fitness, else never.
    public func motionTiming(for profile: StudyProfile) -> MotionQueryTiming {
        motion ?? MotionQueryTiming.unset(usesMotionActivity: profile.usesMotionActivity)
    }
}

/// When the study app first asks CoreMotion for activity, which shows the Motion & Fitness alert.
public enum MotionQueryTiming: String, Sendable, CaseIterable {
    /// Once the Research Sensor & Usage Data request has completed (or at launch when there is
    /// nothing to ask): the two prompts come one after the other.
    case afterSheet
    /// At launch, beside the SensorKit request: the alert waits under the sheet.
    case atLaunch
    /// Never: the app does not use Motion & Fitness.
    case never

    /// The timing when none is set: after the sheet for an app whose Info.plist says it uses
    /// Motion & Fitness, else never.
    public static func unset(usesMotionActivity: Bool) -> MotionQueryTiming { usesMotionActivity ? .afterSheet : .never }
}
