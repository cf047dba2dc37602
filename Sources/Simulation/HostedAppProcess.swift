import SimCore

/// Runs a `HostedStudyApp` as the phone's study app process: makes it on the phone, forwards
/// its log lines to the journal, and gives it the daily background refresh.
final class HostedAppProcess: StudyAppProcess {
    private let hosted: HostedApp
    private let behavior: StudyAppBehavior
    private let runtime: DeviceRuntime
    private var app: (any HostedStudyApp)?
    private var dailyTimer: Int?
    private(set) var isRunning = false
    var onLog: ((AppLogEntry) -> Void)?
    var onFetch: ((FetchRecord) -> Void)?

    init(_ hosted: HostedApp, behavior: StudyAppBehavior, runtime: DeviceRuntime) {
        self.hosted = hosted
        self.behavior = behavior
        self.runtime = runtime
    }

    func launch() {
        isRunning = true
        runtime.perform {
            let app = hosted.type.init { [weak self] text in self?.write(text) }
            self.app = app
            app.applicationDidFinishLaunching()
        }
        scheduleDailyRefresh()
    }

    func terminate() {
        guard isRunning else { return }
        isRunning = false
        if let dailyTimer { runtime.cancelTimer(dailyTimer) }
        dailyTimer = nil
        app = nil
    }

    func fetchNow() {
        guard let app else { return }
        runtime.perform { app.fetchNow() }
    }

    private func write(_ text: String) {
        onLog?(AppLogEntry(time: runtime.clock.now, event: .hostedLog(text)))
    }

    private func scheduleDailyRefresh() {
        dailyTimer = runtime.schedule(at: behavior.nextDailyFetch(runtime.clock)) { [weak self] in
            guard let self, self.isRunning else { return }
            self.fetchNow()
            self.scheduleDailyRefresh()
        }
    }
}
