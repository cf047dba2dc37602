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
    /// Runs `body` on the daemon serving this object's process, with the phone to itself
    /// (`DeviceRuntime.driving`), the call (`function`) checked against `DeviceBinding`'s rule
    /// first; nil once the process ended. Handlers run when it is pumped (`settleIfAsked`).
    @discardableResult
    private func live<T>(_ function: StaticString = #function, _ body: (MotionDaemon) -> T) -> T? {
        binding.check("\(Self.self).\(function)", on: "a manager")
        return daemon.runtime.driving { daemon.serving(process).map(body) }
    }

    /// A recorder on the current simulated device. Designated, as NSObject's `init()` is on iOS,
    /// so a team's subclass (a test double) inherits it.
    public override init() {
        let daemon = MotionDaemon.forNewObject()
        self.daemon = daemon
        process = daemon.runtime.driving { daemon.processGeneration }
        binding = DeviceBinding(daemon.runtime)
        super.init()
    }

    /// A recorder bound to an explicit daemon (tests and tools).
    package static func make(daemon: MotionDaemon) -> CMSensorRecorder {
        MotionDaemon.making(on: daemon) { CMSensorRecorder() }
    }

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.withCurrent { $0.status } }

    /// Whether the current device can record its accelerometer.
    open class func isAccelerometerRecordingAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }

    /// Deprecated by Apple in iOS 11 for `authorizationStatus()`; true when that is `authorized`.
    @available(*, deprecated, message: "Use authorizationStatus()")
    open class func isAuthorizedForRecording() -> Bool { MotionDaemon.withCurrent { $0.status == .authorized } }

    /// Starts recording now for `duration` seconds (at most 12 hours, as Apple documents). The
    /// first call while `notDetermined` shows the Motion & Fitness alert; recording starts once
    /// it is allowed.
    open func recordAccelerometer(forDuration duration: TimeInterval) {
        live { $0.recordAccelerometer(forDuration: duration) }
        daemon.settleIfAsked()
    }

    /// The recorded samples in `[fromDate, toDate]` from the last 3 days; nil when the app may
    /// not read them.
    open func accelerometerData(from fromDate: Date, to toDate: Date) -> CMSensorDataList? {
        live { $0.recordedAccelerometer(from: fromDate.timeIntervalSinceReferenceDate, to: toDate.timeIntervalSinceReferenceDate) } ?? nil
    }
}
