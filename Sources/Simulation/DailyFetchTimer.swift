import SimCore

/// The study app's nightly wake-up at `StudyAppBehavior.dailyFetchAt`, set again after each one
/// until the process ends: the built-in apps' daily fetch and a hosted app's background refresh.
final class DailyFetchTimer {
    private let runtime: DeviceRuntime
    private let behavior: StudyAppBehavior
    private var timer: Int?
    /// When the next wake-up comes (wall time), while one is set.
    private(set) var next: Double?

    init(runtime: DeviceRuntime, behavior: StudyAppBehavior) {
        self.runtime = runtime
        self.behavior = behavior
    }

    /// Calls `wake` at every daily fetch time from now on, until `stop()`.
    func start(_ wake: @escaping () -> Void) {
        let at = behavior.nextDailyFetch(runtime.clock)
        next = at
        timer = runtime.schedule(at: at) { [weak self] in
            guard let self, self.timer != nil else { return }
            // Background App Refresh off or Low Power Mode on: iOS does not wake the app.
            if self.runtime.service(BackgroundRefresh.self)?.admitWake(at: self.runtime.clock.now) ?? true { wake() }
            // `wake` may have ended the process.
            if self.timer != nil { self.start(wake) }
        }
    }

    func stop() {
        if let timer { runtime.cancelTimer(timer) }
        timer = nil
        next = nil
    }
}
