import Foundation

/// The running phone the simulated frameworks live on: its clock, its callback queue, its
/// timers, and the system services (SensorKit's and CoreMotion's daemons) registered on it.
///
/// Apple's APIs reach their daemon implicitly (`SRSensorReader(sensor:)`,
/// `CMMotionActivityManager.authorizationStatus()`); here the implicit device is the one
/// made current with `perform(_:)`, and pumping the queue makes it current for callbacks.
/// One thread at a time drives a runtime (`driving(_:)`); nothing in it is shared otherwise.
public final class DeviceRuntime {
    public private(set) var clock: VirtualClock
    /// The iOS version the phone runs. Its services ask it which sensors, APIs and alert
    /// wordings exist; changing it is an update of the phone, kept with its data.
    public var osVersion: OSVersion
    /// iPhone or iPad: whether the system frameworks the app links (SensorKit) exist at all.
    public var deviceFamily = DeviceFamily.iphone
    public let queue = RunQueue()
    public private(set) var events: [SystemEvent] = []
    /// Called for every system event as it is recorded (the host's log, a test's probe).
    public var onEvent: ((SystemEvent) -> Void)?
    /// Told of app calls that leave callbacks queued and of each run of the queue (a test
    /// session's watch for a test that waits on callbacks nothing delivers); nil: nobody watches.
    public var unsettledCallWatch: UnsettledCallWatch?
    /// The members newer than this phone's iOS that the app used and the log has noted
    /// (`NewerAPIMember.noteUse`): each is noted once.
    package var notedMissingMembers: Set<String> = []

    /// Held by whoever drives the phone now (`driving(_:)`).
    private let driver = NSRecursiveLock()
    private var services: [ObjectIdentifier: AnyObject] = [:]
    private var timers: [Timer] = []
    private var nextTimerID = 0
    private var advanceObservers: [(Double, Double) -> Void] = []

    private struct Timer {
        let id: Int
        let fireAt: Double
        let job: () -> Void
    }

    public init(clock: VirtualClock, osVersion: OSVersion = .current) {
        self.clock = clock
        self.osVersion = osVersion
    }

    // MARK: Ambient device

    private struct Ambient: @unchecked Sendable { unowned let runtime: DeviceRuntime }
    @TaskLocal private static var ambient: Ambient?

    /// The device whose code is running now, if any: the one `perform` made current, else the
    /// installed one.
    public static var current: DeviceRuntime? { ambient?.runtime ?? InstalledDevice.shared.runtime }

    /// Whether the current device is one `perform` made current (the demo's, `play`'s,
    /// `export`'s), not the installed one a test session drives: only the installed phone has
    /// a thread rule to check (`DeviceBinding`), so such calls skip its lock.
    package static var isPerforming: Bool { ambient != nil }

    /// Makes `runtime` the device that Apple-style calls outside `perform` reach, as a test
    /// session does for a unit test that calls `SRSensorReader(sensor:)` directly. Held weakly;
    /// nil uninstalls. One device for the whole process, so tests that install one run serially.
    public static func install(_ runtime: DeviceRuntime?) { InstalledDevice.shared.runtime = runtime }

    /// What an Apple-style call of `framework` ("SensorKit", "CoreMotion") says when no device
    /// is current: a test that made no session is told to make one; once a session installed a
    /// phone and was released (`_ = try SRTestSession(…)` releases it at once), the call may be
    /// this test's after its session went, a later test's that made none, or one whose phone a
    /// parallel test's session replaced and then released, so each fix is named.
    public static func noDeviceMessage(_ framework: String) -> String {
        InstalledDevice.shared.wasReleased
            ? "\(framework) used after the SRTestSession that installed the simulated phone was released: keep the session "
                + "in a variable until the test's last SensorKit or CoreMotion call (`_ = try SRTestSession(…)` releases it at once); "
                + "a test that made no session of its own must create one first; and tests that make sessions must run one at a "
                + "time (another test's session may have replaced this one's phone, then gone)"
            : "\(framework) used outside a simulated device: no SRTestSession has installed a phone in this process; create "
                + "one (`let session = try SRTestSession(study: …)`) before the test's first SensorKit or CoreMotion call and keep it "
                + "in a variable until the last (a HostedStudyApp calls them from its own methods, which the simulator runs on its phone)"
    }

    /// Runs `body` with this device current, as the app's code runs on its phone.
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        if DeviceRuntime.current === self { return try body() }
        return try DeviceRuntime.$ambient.withValue(Ambient(runtime: self)) { try body() }
    }

    /// The async form of `perform`, for code that awaits the simulated APIs' async forms.
    public func performAsync<T>(isolation: isolated (any Actor)? = #isolation,
                                _ body: () async throws -> T) async rethrows -> T {
        try await DeviceRuntime.$ambient.withValue(Ambient(runtime: self), operation: body)
    }

    // MARK: Driving

    /// Runs `body` with the phone to itself: the one rule for who touches the phone's state.
    ///
    /// The simulated frameworks' objects are `Sendable` where Apple's are (`SRReader`) or used
    /// from Swift tasks on any thread (a test's task group calling `SRSensorReader`, `CMPedometer`
    /// and `SRReader` at once), while the phone is one unsynchronized object: every entry point
    /// of the app (each framework call) and of its driver (pumping the queue, moving the clock)
    /// takes turns here instead of racing in it. Recursive, as the app's callbacks run while the
    /// queue is pumped and call the frameworks in turn. Never held across an `await`; code that
    /// blocks inside a callback waiting for another thread's framework call deadlocks, as a
    /// main-thread callback waiting on `DispatchQueue.main.sync` would on a device.
    public func driving<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        driver.lock()
        defer { driver.unlock() }
        return try body()
    }

    // MARK: Services

    public func register<S: AnyObject>(_ service: S) { services[ObjectIdentifier(S.self)] = service }
    public func service<S: AnyObject>(_ type: S.Type) -> S? { services[ObjectIdentifier(type)] as? S }
    /// Drops every service. A service holds its runtime, so whoever owns both calls this when
    /// done, or neither is ever freed (an export of many participants would grow without end).
    public func removeServices() { services.removeAll() }

    // MARK: Events

    /// Logs `detail` at the current time and tells `onEvent`.
    public func record(_ detail: any SystemEventDetail) {
        let e = SystemEvent(time: clock.now, detail: detail)
        events.append(e)
        onEvent?(e)
    }

    // MARK: Running

    /// Runs queued callbacks until none are left. Returns how many ran.
    @discardableResult
    public func runUntilIdle() -> Int {
        unsettledCallWatch?.noteSettled()
        return driving {
            perform {
                var n = 0
                while queue.runOne() { n += 1 }
                return n
            }
        }
    }

    /// Calls `job` (on the queue) when the clock reaches `time`. Returns an id for `cancelTimer`.
    @discardableResult
    public func schedule(at time: Double, _ job: @escaping () -> Void) -> Int {
        nextTimerID += 1
        let t = Timer(id: nextTimerID, fireAt: time, job: job)
        let i = timers.firstIndex { $0.fireAt > time } ?? timers.count
        timers.insert(t, at: i)
        return t.id
    }

    public func cancelTimer(_ id: Int) { timers.removeAll { $0.id == id } }

    /// Observers hear every step of the clock (from, to) so that they can emit what happened
    /// in between (activity updates, for example).
    public func observeAdvance(_ observer: @escaping (Double, Double) -> Void) {
        advanceObservers.append(observer)
    }

    /// Moves the clock forward, firing timers in time order and running every callback they
    /// cause at the time it happens. `stop`, asked before each timer fires, ends the move
    /// there, the clock at the last timer that fired: a run that was told to stop (`play`
    /// after SIGINT) does not finish 400 simulated days first.
    public func advance(by seconds: TimeInterval, unless stop: (() -> Bool)? = nil) {
        advance(to: clock.now + max(0, seconds), unless: stop)
    }

    public func advance(to target: Double, unless stop: (() -> Bool)? = nil) {
        driving {
            runUntilIdle()
            while let first = timers.first, first.fireAt <= target {
                if let stop, stop() { return }
                timers.removeFirst()
                step(to: first.fireAt)
                perform { first.job() }
                runUntilIdle()
            }
            step(to: target)
            runUntilIdle()
        }
    }

    private func step(to t: Double) {
        let from = clock.now
        clock.advance(to: t)
        guard clock.now > from else { return }
        for o in advanceObservers { o(from, clock.now) }
    }
}
