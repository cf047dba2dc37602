import Foundation

/// Apple's `CMSensorRecorder`, as far as a study app's consent code uses it: availability and
/// the Motion & Fitness authorization, which it shares with `CMMotionActivityManager`.
///
/// Recording through it is not simulated: SensorKit's `accelerometer` sensor serves the same
/// 50 Hz data to study apps. The class exists so that code naming it compiles and reads the status.
open class CMSensorRecorder {
    public init() {}

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.currentDaemon().status }

    /// Whether the current device can record its accelerometer.
    open class func isAccelerometerRecordingAvailable() -> Bool { MotionDaemon.currentDaemon().activityAvailable }
}
