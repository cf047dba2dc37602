import Foundation
import SimCore

/// The simulated Motion & Fitness service on one phone: the app's identity, its authorization,
/// the Fitness Tracking switch, the 7-day activity store, and callback delivery.
///
/// Every `CMMotionActivityManager` call lands here and is answered through the device's
/// `RunQueue`. Handlers belong to one process of the study app (`processGeneration`): a crash
/// or relaunch drops whatever that process still had queued. No threads, no blocking.
package final class MotionDaemon {
    package let runtime: DeviceRuntime
    package var app: MotionApp
    package var config: MotionConfig
    package weak var prompter: MotionPrompter?
    /// The device has a motion coprocessor. False: `isActivityAvailable()` is false, calls fail with 104.
    package var activityAvailable = true
    /// The app may use motion activity at all. False: calls fail with 106.
    package var entitled = true
    package let store: MotionActivityStore
    /// When the device started logging activity (nothing is stored before it).
    package let historyStart: Double

    /// The app's own choice, kept while Fitness Tracking is off; `status` applies the switch.
    package internal(set) var storedStatus: CMAuthorizationStatus = .notDetermined
    /// Settings > Privacy & Security > Motion & Fitness > Fitness Tracking.
    package internal(set) var fitnessTrackingEnabled = true
    package internal(set) var pendingPrompt: MotionPrompt?
    /// Apple's crash reason when the study app crashed; nil while it runs.
    package private(set) var crashReason: String?
    /// How many times a Settings change made the system relaunch the study app.
    package private(set) var relaunchCount = 0
    /// Bumped by every relaunch; handlers queued by an older process never run.
    package private(set) var processGeneration = 0

    var trackingHistory = IntervalSet()
    var trackingOnSince: Double?
    /// Calls waiting for the pending alert's answer; they are re-checked when it comes.
    var waiters: [() -> Void] = []
    var subscriptions: [Subscription] = []
    var pedometerSubscriptions: [PedometerSubscription] = []
    /// What `CMSensorRecorder.recordAccelerometer(forDuration:)` asked to record, as wall time.
    var accelerometerRecordings = IntervalSet()
    var nextToken = 0
    /// Deliver each manager call's handlers before the call returns (`settleIfAsked()`), for
    /// code that awaits a continuation a handler resumes; SensorKit's daemon has the same switch.
    package var settlesAfterEachCall = false

    /// Apple's crash log text for a missing `NSMotionUsageDescription`.
    package static let missingUsageDescriptionReason =
        "This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
        + "The app's Info.plist must contain an NSMotionUsageDescription key with a string value explaining to the "
        + "user how the app uses this data."

    package init(runtime: DeviceRuntime, app: MotionApp, config: MotionConfig = MotionConfig(), seed: UInt64 = 1) {
        self.runtime = runtime
        self.app = app
        self.config = config
        var store = MotionActivityStore(routine: ParticipantRoutine(seed: seed, clock: runtime.clock))
        store.bootTime = runtime.clock.bootTime
        self.store = store
        self.historyStart = runtime.clock.now - config.historyBeforeStart
        self.trackingOnSince = historyStart
        runtime.register(self)
        runtime.observeAdvance { [weak self] from, to in
            self?.clockAdvanced(from, to)
            self?.pedometerClockAdvanced(from, to)
        }
    }

    /// The current device's daemon, for the app's call `function` in `file`: the installed
    /// phone's thread rule (`DeviceBinding`) holds for a class method's call as for a manager's.
    static func currentDaemon(_ function: StaticString = #function, _ file: StaticString = #fileID) -> MotionDaemon {
        guard let runtime = DeviceRuntime.current else {
            preconditionFailure(DeviceRuntime.noDeviceMessage("CoreMotion"))
        }
        #if DEBUG
        if !DeviceRuntime.isPerforming {
            DeviceBinding(runtime).check(DeviceBinding.callName(function, in: file), on: "the simulated phone")
        }
        #endif
        guard let daemon = runtime.service(MotionDaemon.self) else {
            preconditionFailure("CoreMotion is not installed on this simulated device")
        }
        return daemon
    }

    /// Runs `body` on the current device's daemon with the phone to itself
    /// (`DeviceRuntime.driving`): a class method's call, as `currentDaemon` checks it.
    static func withCurrent<T>(_ function: StaticString = #function, _ file: StaticString = #fileID,
                               _ body: (MotionDaemon) -> T) -> T {
        let daemon = currentDaemon(function, file)
        return daemon.runtime.driving { body(daemon) }
    }

    /// The daemon of an object the public `init()` makes: the one a package caller named with
    /// `making(on:_:)`, else the current device's. The managers' `init()` is designated, as
    /// NSObject's is on iOS, so a team's subclass (a test double) inherits it; a `package`
    /// designated initializer taking the daemon would hide it from subclasses outside the package.
    static func forNewObject(_ function: StaticString = #function, _ file: StaticString = #fileID) -> MotionDaemon {
        DaemonForNewObject.chosen(MotionDaemon.self) ?? currentDaemon(function, file)
    }

    /// Runs `make` (an `init()` call) with its object bound to `daemon` (tests and tools).
    package static func making<T>(on daemon: MotionDaemon, _ make: () -> T) -> T {
        DaemonForNewObject.making(on: daemon, make)
    }

    var now: Double { runtime.clock.now }
    package var crashed: Bool { crashReason != nil }

    /// What `isActivityAvailable()` reads: the hardware, and Fitness Tracking (FIDELITY.md).
    package var reportsActivityAvailable: Bool {
        activityAvailable && (fitnessTrackingEnabled || config.activityAvailableWhenFitnessTrackingOff)
    }

    /// The status the app reads: the stored choice, or the configured value while Fitness Tracking is off.
    package var status: CMAuthorizationStatus {
        fitnessTrackingEnabled ? storedStatus : config.statusWhenFitnessTrackingOff
    }

    /// Times when Fitness Tracking was on, from `historyStart` to now.
    package var trackingIntervals: IntervalSet {
        var set = trackingHistory
        if let since = trackingOnSince { set.insert(since, now) }
        return set
    }

    /// Runs the queue when `settlesAfterEachCall` asks, after a manager call: its handlers
    /// (and an alert answered without UI) arrive before the call returns.
    func settleIfAsked(after call: String = #function) {
        if settlesAfterEachCall { runtime.runUntilIdle() } else if !runtime.queue.isEmpty {
            runtime.unsettledCallWatch?.noteQueued(by: call)
        }
    }

    /// Enqueues `job` for the current process of the study app; it is dropped if that process
    /// crashes or is relaunched before the queue reaches it.
    func deliver(_ job: @escaping () -> Void) {
        let generation = processGeneration
        runtime.queue.enqueue { [weak self] in
            guard let self, self.processGeneration == generation, self.crashReason == nil else { return }
            job()
        }
    }

    // MARK: Settings

    /// The app's switch in Settings > Privacy & Security > Motion & Fitness. Granting or
    /// revoking after the first alert quits the app, which the system relaunches; its updates
    /// and waiting calls end with the old process. `.restricted` is not a per-app choice and is
    /// ignored.
    package func setAuthorization(_ newStatus: CMAuthorizationStatus) {
        guard newStatus != .restricted else {
            return runtime.record(MotionEvent.restrictedIgnored)
        }
        let old = storedStatus
        guard newStatus != old else { return }
        storedStatus = newStatus
        // An app that never asked has no switch in Settings: a status given before it asked (a
        // test's setup) is logged as that and quits nothing. One whose alert is up has asked.
        let asked = old != .notDetermined || pendingPrompt != nil
        runtime.record(asked ? MotionEvent.statusChangedInSettings(appName: app.displayName, old: old, new: newStatus)
                             : MotionEvent.statusSetBeforeAsked(appName: app.displayName, new: newStatus))
        // Settings decides before the person answers: the alert goes away unanswered.
        pendingPrompt?.dismiss()
        pendingPrompt = nil
        // iOS terminates an app whose privacy permission changes in Settings, either way
        // (FIDELITY.md); it comes back when the person returns to it, which the simulator
        // takes to be at once.
        guard asked else { return }
        relaunch("Motion & Fitness permission changed in Settings: the app is relaunched", bySystem: true)
    }

    /// The global Fitness Tracking switch. Off: every app reads `statusWhenFitnessTrackingOff`,
    /// no alert shows, nothing is logged and updates stop; on again restores each app's choice.
    package func setFitnessTracking(_ enabled: Bool) {
        guard enabled != fitnessTrackingEnabled else { return }
        fitnessTrackingEnabled = enabled
        if enabled {
            trackingOnSince = now
        } else {
            if let since = trackingOnSince { trackingHistory.insert(since, now) }
            trackingOnSince = nil
            subscriptions.removeAll()
        }
        runtime.record(MotionEvent.fitnessTrackingSwitched(on: enabled))
    }

    // MARK: Process lifecycle

    /// The study app dies: Apple's reason is recorded and nothing more reaches it.
    func crash(_ reason: String) {
        crashReason = reason
        endProcess()
        runtime.record(MotionEvent.crashed(reason: reason))
    }

    /// The host launches the study app again after a crash (perhaps with a fixed `app`).
    package func relaunchApp() {
        relaunch("The study app was launched again" + (crashed ? " after its crash" : ""), bySystem: false)
    }

    private func relaunch(_ message: String, bySystem: Bool) {
        crashReason = nil
        endAppProcess()
        // Counted before the event so that a host reacting to it reads the new count.
        if bySystem { relaunchCount += 1 }
        runtime.record(MotionEvent.relaunched(message: message, bySystem: bySystem))
    }

    /// The app's process is gone: what it was waiting for is forgotten, its queued handlers are
    /// dropped by `deliver`, and the managers it made answer nothing again (`serving(_:)`).
    package func endAppProcess() {
        endProcess()
        processGeneration += 1
    }

    /// This daemon for an object made by process `generation`, or nil once that process has
    /// ended: a manager kept from an ended process is never answered, as the dead process never
    /// runs again.
    func serving(_ generation: Int) -> MotionDaemon? { generation == processGeneration ? self : nil }

    /// Forgets everything the old process was waiting for; its queued handlers are dropped by `deliver`.
    private func endProcess() {
        waiters.removeAll()
        subscriptions.removeAll()
        if let prompt = pendingPrompt, !prompt.isFinished {
            prompt.dismiss()
            runtime.record(MotionEvent.alertClosedWithApp)
        }
        pendingPrompt = nil
    }
}
