/// The knobs of the simulated Motion & Fitness service. Defaults follow Apple's documentation
/// where it speaks and FIDELITY.md's assumptions where it does not.
package struct MotionConfig: Sendable {
    /// What `authorizationStatus()` reads while Fitness Tracking is off. Apple is silent;
    /// the Xcode simulator and permission libraries report `restricted`.
    package var statusWhenFitnessTrackingOff: CMAuthorizationStatus = .restricted
    /// What `isActivityAvailable()` reads while Fitness Tracking is off. A device reports false:
    /// react-native-permissions, whose "unavailable" comes only from `isActivityAvailable()`,
    /// reports "unavailable" with the switch off (#825, iOS 16.7.1).
    package var activityAvailableWhenFitnessTrackingOff = false
    /// How far back queries reach (Apple: the last 7 days are stored).
    package var lookBack: Double = 7 * 86_400
    /// How long before the simulation's start the device has been recording activity.
    package var historyBeforeStart: Double = 7 * 86_400

    package init() {}
}
