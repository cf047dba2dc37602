import Foundation
import SimCore
import SensorKitSim

/// Apple's `CMSensorRecorder`: records the accelerometer at 50 Hz for up to 12 hours at a time,
/// kept for 3 days, behind the Motion & Fitness authorization.
///
/// The samples come from SensorKit's accelerometer generator for the iPhone, so the two APIs
/// describe the same kind of movement.
open class CMSensorRecorder: NSObject {
    let daemon: MotionDaemon
    /// The app process that made this object; once it ended, calls do nothing.
    private let process: Int
    /// The installed phone it was made on (DeviceBinding's rule).
    private let binding: DeviceBinding
    /// The daemon serving this object's process, the call (`function`) checked against
    /// `DeviceBinding`'s rule first.
    private func live(_ function: StaticString = #function) -> MotionDaemon? {
        binding.check("\(Self.self).\(function)", on: "a manager")
        return daemon.serving(process)
    }

    /// A recorder on the current simulated device. Designated, as NSObject's `init()` is on iOS,
    /// so a team's subclass (a test double) inherits it.
    public override init() {
        daemon = MotionDaemon.forNewObject()
        process = daemon.processGeneration
        binding = DeviceBinding(daemon.runtime)
        super.init()
    }

    /// A recorder bound to an explicit daemon (tests and tools).
    package static func make(daemon: MotionDaemon) -> CMSensorRecorder {
        MotionDaemon.making(on: daemon) { CMSensorRecorder() }
    }

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.currentDaemon().status }

    /// Whether the current device can record its accelerometer.
    open class func isAccelerometerRecordingAvailable() -> Bool { MotionDaemon.currentDaemon().activityAvailable }

    /// Deprecated by Apple in iOS 11 for `authorizationStatus()`; true when that is `authorized`.
    @available(*, deprecated, message: "Use authorizationStatus()")
    open class func isAuthorizedForRecording() -> Bool { MotionDaemon.currentDaemon().status == .authorized }

    /// Starts recording now for `duration` seconds (at most 12 hours, as Apple documents). The
    /// first call while `notDetermined` shows the Motion & Fitness alert; recording starts once
    /// it is allowed.
    open func recordAccelerometer(forDuration duration: TimeInterval) {
        live()?.recordAccelerometer(forDuration: duration)
        daemon.settleIfAsked()
    }

    /// The recorded samples in `[fromDate, toDate]` from the last 3 days; nil when the app may
    /// not read them.
    open func accelerometerData(from fromDate: Date, to toDate: Date) -> CMSensorDataList? {
        live()?.recordedAccelerometer(from: fromDate.timeIntervalSinceReferenceDate, to: toDate.timeIntervalSinceReferenceDate)
    }
}
