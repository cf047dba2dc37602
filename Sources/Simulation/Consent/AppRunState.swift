/// Whether the study app runs, as the phone's home screen and the dashboard name it: the one
/// rule both read, each in its own words (`SystemText.name(of:)`).
public enum AppRunState: Sendable, Equatable {
    case running, crashed, notLaunched, notRunning

    public init(running: Bool, crashed: Bool, launches: Int) {
        self = running ? .running : crashed ? .crashed : launches == 0 ? .notLaunched : .notRunning
    }
}

extension SystemText {
    /// `state` in this table's words ("running", "läuft").
    public func name(of state: AppRunState) -> String {
        switch state {
        case .running: appRunning
        case .crashed: appCrashed
        case .notLaunched: appNotLaunched
        case .notRunning: appNotRunning
        }
    }
}
