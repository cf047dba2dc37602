import Foundation
import SimCore

/// The app's background refresh (BGAppRefreshTask's launch handler, as the team registers it)
/// and the switches that keep iOS from calling it: Background App Refresh off for the app,
/// Low Power Mode on.
extension SRTestSession {
    /// Registers the app's background refresh: iOS calls `handler` once a day at
    /// `secondsAfterMidnight` on the phone's clock, which runs in UTC (03:00 UTC unless told;
    /// FIDELITY.md: no other zone, no daylight-saving change) as `advance(by:)` passes it,
    /// unless `backgroundAppRefreshEnabled` is off or `lowPowerModeEnabled` on; a refused wake
    /// is noted in `systemLog`, and `explain` names `noFetchRan` for a window no run could
    /// read. A second registration replaces the first; `clearData()` and `loadState(from:)` drop it with
    /// the phone: register again after them, as the relaunched app does at each launch.
    /// `secondsAfterMidnight` must lie in 0..<86 400.
    ///
    /// `handler` runs inside `advance(by:)`, with the clock at the wake. A `Task` it starts, as
    /// a handler that reads with `SRReader`'s async calls does, runs only when the test next
    /// awaits, after `advance(by:)` returned: it reads the clock and the store as they are then,
    /// so several wakes passed in one `advance(by:)` all read the same, last window. To test
    /// an async daily read, advance to each wake and await the read there (`advance(by:)` one
    /// day at a time), or read with `SRSensorReader`, whose calls the handler makes in place.
    public func registerBackgroundRefresh(atSecondsAfterMidnight secondsAfterMidnight: TimeInterval = 3 * 3600,
                                          _ handler: @escaping () -> Void) {
        checkUse()
        guard secondsAfterMidnight.isFinite, (0..<86_400).contains(secondsAfterMidnight) else {
            preconditionFailure("SRTestSession.registerBackgroundRefresh(atSecondsAfterMidnight: \(secondsAfterMidnight)): "
                                + "give a time of day in seconds, 0 or more and below 86 400")
        }
        let task = BackgroundRefreshTask(runtime: phone.runtime, at: secondsAfterMidnight, handler: handler)
        phone.runtime.service(BackgroundRefreshTask.self)?.cancel()
        phone.runtime.register(task)
        task.scheduleNext()
    }

    /// The wakes iOS refused so far, oldest first.
    public var skippedBackgroundRefreshes: [Date] {
        checkUse("skippedBackgroundRefreshes")
        return (phone.runtime.service(BackgroundRefreshTask.self)?.skipped ?? []).map { Date(timeIntervalSinceReferenceDate: $0) }
    }

    /// The phone's switches, as the settings say (`clearData()` keeps them on the new phone).
    func applyBackgroundSwitches() {
        let refresh = phone.runtime.service(BackgroundRefresh.self) ?? {
            let b = BackgroundRefresh(appName: profile.appName)
            phone.runtime.register(b)
            return b
        }()
        refresh.appRefreshEnabled = backgroundAppRefreshEnabled
        refresh.lowPowerMode = lowPowerModeEnabled
    }

    /// Whether no background refresh could have read a window ending at `to` (wall time): the
    /// last wake due was refused and none ran after `to`; with why.
    func noBackgroundFetch(endingAt to: Double) -> String? {
        guard let task = phone.runtime.service(BackgroundRefreshTask.self),
              let skipped = phone.runtime.service(BackgroundRefresh.self)?.lastSkipped,
              (task.lastRan ?? -.infinity) < to else { return nil }
        return skipped.reason
    }
}

/// The registered background refresh on one phone: its daily timer, and what became of each wake.
final class BackgroundRefreshTask {
    private let runtime: DeviceRuntime
    private let secondsAfterMidnight: Double
    private let handler: () -> Void
    private var timer: Int?
    /// When a wake last ran, and the wakes refused (wall times).
    private(set) var lastRan: Double?
    private(set) var skipped: [Double] = []

    init(runtime: DeviceRuntime, at secondsAfterMidnight: Double, handler: @escaping () -> Void) {
        self.runtime = runtime
        self.secondsAfterMidnight = secondsAfterMidnight
        self.handler = handler
    }

    func scheduleNext() {
        let clock = runtime.clock
        let today = clock.startOfLocalDay(clock.now) + secondsAfterMidnight
        timer = runtime.schedule(at: today > clock.now ? today : today + 86_400) { [weak self] in self?.wake() }
    }

    func cancel() {
        if let timer { runtime.cancelTimer(timer) }
        timer = nil
    }

    private func wake() {
        let now = runtime.clock.now
        if runtime.service(BackgroundRefresh.self)?.admitWake(at: now) ?? true {
            lastRan = now
            runtime.perform(handler)
        } else {
            skipped.append(now)
            let why = runtime.service(BackgroundRefresh.self)?.lastSkipped?.reason ?? ""
            runtime.record(SystemNote(.note, "iOS did not wake the app for its background refresh: \(why)"))
        }
        scheduleNext()
    }
}
