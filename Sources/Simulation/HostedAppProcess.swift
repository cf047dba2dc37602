import SimCore
import SensorKitSim

/// Runs a `HostedStudyApp` as the phone's study app process: makes it on the phone, forwards
/// its log lines to the journal, reports its fetches as SensorKit saw them end (the dashboard's
/// counts, the week's table), and gives it the daily background refresh.
final class HostedAppProcess: StudyAppProcess {
    private let hosted: HostedApp
    private let behavior: StudyAppBehavior
    private let runtime: DeviceRuntime
    private var app: (any HostedStudyApp)?
    private let daily: DailyFetchTimer
    private(set) var isRunning = false
    var onLog: ((AppLogEntry) -> Void)?
    var onFetch: ((FetchRecord) -> Void)?
    /// When the next daily background refresh runs (wall time), while one is scheduled.
    var nextDailyFetch: Double? { daily.next }
    /// A team's app reads its own results, so no exporter sees them (`export` refuses a hosted app).
    weak var fetchObserver: FetchObserver?

    init(_ hosted: HostedApp, behavior: StudyAppBehavior, runtime: DeviceRuntime) {
        self.hosted = hosted
        self.behavior = behavior
        self.runtime = runtime
        daily = DailyFetchTimer(runtime: runtime, behavior: behavior)
    }

    func launch() {
        isRunning = true
        runtime.service(SensorKitDaemon.self)?.onFetchFinished = { [weak self] outcome in self?.report(outcome) }
        runtime.perform {
            let app = hosted.type.init { [weak self] text in self?.write(text) }
            self.app = app
            app.applicationDidFinishLaunching()
        }
        daily.start { [weak self] in
            guard let self, self.isRunning else { return }
            self.fetchNow()
        }
    }

    func terminate() {
        guard isRunning else { return }
        isRunning = false
        daily.stop()
        app = nil
        runtime.service(SensorKitDaemon.self)?.onFetchFinished = nil
    }

    func fetchNow() {
        guard let app else { return }
        runtime.perform { app.fetchNow() }
    }

    private func report(_ o: FetchOutcome) {
        onFetch?(FetchRecord(sensor: o.sensor, device: o.device, from: o.from, to: o.to,
                             results: o.results, samples: o.samples, errorCode: o.errorCode, finishedAt: runtime.clock.now,
                             why: o.why))
    }

    private func write(_ text: String) {
        onLog?(AppLogEntry(time: runtime.clock.now, event: .hostedLog(text)))
    }
}
