import Foundation

/// Apple's `CMPedometer`, as far as a study app's consent code uses it: availability and the
/// Motion & Fitness authorization, which it shares with `CMMotionActivityManager`.
///
/// Step queries and live updates are not simulated (SensorKit's `pedometerData` carries the
/// steps a study reads); the class exists so that consent code naming it compiles and reads
/// the same status.
open class CMPedometer {
    public init() {}

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.currentDaemon().status }

    /// Whether the current device counts steps (it has a motion coprocessor).
    open class func isStepCountingAvailable() -> Bool { MotionDaemon.currentDaemon().activityAvailable }
}
