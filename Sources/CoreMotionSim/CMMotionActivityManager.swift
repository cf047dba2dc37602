import Foundation
import SimCore

/// Apple's `CMMotionActivityHandler`.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// Apple's `CMMotionActivityQueryHandler`.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, Error?) -> Void

/// Apple's `CMMotionActivityManager`: past activity by query, live activity by updates.
///
/// Every call returns at once; handlers run later on the simulated device's run queue, when
/// the host pumps it (inside the call when `SRTestSession.settlesAfterEachCall` is on). The
/// `OperationQueue` arguments are accepted for source compatibility
/// and otherwise ignored: the run queue keeps delivery deterministic. Errors arrive as
/// `NSError` in `CMErrorDomain`.
open class CMMotionActivityManager: NSObject {
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

    /// A manager on the current simulated device. Designated, as NSObject's `init()` is on iOS,
    /// so a team's subclass (a test double) inherits it.
    public override init() {
        let daemon = MotionDaemon.forNewObject()
        self.daemon = daemon
        process = daemon.runtime.driving { daemon.processGeneration }
        binding = DeviceBinding(daemon.runtime)
        super.init()
    }

    /// A manager bound to an explicit daemon (tests and tools).
    package static func make(daemon: MotionDaemon) -> CMMotionActivityManager {
        MotionDaemon.making(on: daemon) { CMMotionActivityManager() }
    }

    /// Whether the current device can log motion activity: it has a motion coprocessor, and
    /// Fitness Tracking is on (a device reports false while it is off; FIDELITY.md).
    open class func isActivityAvailable() -> Bool { MotionDaemon.withCurrent { $0.reportsActivityAvailable } }

    /// The study app's Motion & Fitness authorization on the current device.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionDaemon.withCurrent { $0.status } }

    /// The activity in effect at `start` (which may have started before it, as Apple's header
    /// says), then those that started in `(start, end]`, from the last 7 days. The first call
    /// while `notDetermined` shows the alert and answers after it. A range with no samples
    /// fails with `CMErrorUnknown` (103).
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping CMMotionActivityQueryHandler) {
        live { $0.queryActivity(from: start, to: end, handler: handler) }
        daemon.settleIfAsked()
    }

    /// Live updates: the current activity first, then one call per change as time passes.
    /// Not called at all when access is refused (the handler has no error argument).
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {
        live { $0.startUpdates(for: self, handler: handler) }
        daemon.settleIfAsked()
    }

    open func stopActivityUpdates() {
        live { $0.stopUpdates(for: self) }
    }
}
