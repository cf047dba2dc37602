import Foundation
import SimCore
import SensorKitSim

/// Apple's `CMPedometerHandler`.
public typealias CMPedometerHandler = (CMPedometerData?, Error?) -> Void
/// Apple's `CMPedometerEventHandler`.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, Error?) -> Void

/// Apple's `CMPedometer`: steps, distance and floors, by query or live, behind the Motion &
/// Fitness authorization it shares with `CMMotionActivityManager`.
///
/// Steps are counted from the activity log's walking and running slots. Every call returns at
/// once; handlers run on the simulated device's run queue, as the activity manager's do.
open class CMPedometer: NSObject {
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

    /// A pedometer on the current simulated device. Designated, as NSObject's `init()` is on iOS,
    /// so a team's subclass (a test double) inherits it.
    public override init() {
        let daemon = MotionDaemon.forNewObject()
        self.daemon = daemon
        process = daemon.runtime.driving { daemon.processGeneration }
        binding = DeviceBinding(daemon.runtime)
        super.init()
    }

    /// A pedometer bound to an explicit daemon (tests and tools).
    package static func make(daemon: MotionDaemon) -> CMPedometer {
        MotionDaemon.making(on: daemon) { CMPedometer() }
    }

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.withCurrent { $0.status } }

    /// Whether the current device counts steps (it has a motion coprocessor).
    open class func isStepCountingAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }
    open class func isDistanceAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }
    /// Floors need the barometer every simulated iPhone has.
    open class func isFloorCountingAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }
    open class func isPaceAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }
    open class func isCadenceAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }
    open class func isPedometerEventTrackingAvailable() -> Bool { MotionDaemon.withCurrent { $0.activityAvailable } }

    /// Steps and distance in `[start, end]` from the last 7 days. The first call while
    /// `notDetermined` shows the Motion & Fitness alert and answers after it.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        live { $0.queryPedometer(from: start, to: end, handler: handler) }
        daemon.settleIfAsked()
    }

    /// Cumulative data since `start`: at once, then each time the clock moves past new steps.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        live { $0.startPedometerUpdates(self, .data(since: start.timeIntervalSinceReferenceDate, handler: handler),
                                        call: "startUpdates") }
        daemon.settleIfAsked()
    }

    open func stopUpdates() { live { $0.stopPedometerUpdates(self, events: false) } }

    /// A `resume` each time a walk or run starts, a `pause` each time it stops.
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        live { $0.startPedometerUpdates(self, .events(handler), call: "startEventUpdates") }
        daemon.settleIfAsked()
    }

    open func stopEventUpdates() { live { $0.stopPedometerUpdates(self, events: true) } }
}
