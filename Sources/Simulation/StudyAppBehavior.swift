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

    public init() {}
}
