/// One running process of the study app on the simulated phone: the built-in app on either
/// SensorKit API (`ReaderStudyApp`, `StudyApp`), or a team's own app hosted through `HostedStudyApp`.
package protocol StudyAppProcess: AnyObject {
    var isRunning: Bool { get }
    /// Called for each log line as it is written.
    var onLog: ((AppLogEntry) -> Void)? { get set }
    /// Called for each fetch as it finishes (apps that report their fetches).
    var onFetch: ((FetchRecord) -> Void)? { get set }
    func launch()
    /// The process ends (crash, or iOS terminating it): its readers go with it.
    func terminate()
    /// Fetch now: the dashboard's `f` key.
    func fetchNow()
    /// When the next nightly fetch runs (wall time), while one is scheduled.
    var nextDailyFetch: Double? { get }
    /// Sees every result the app accepts (the exporter); nil for an app that reads its own.
    var fetchObserver: FetchObserver? { get set }
}

extension StudyApp: StudyAppProcess {}
