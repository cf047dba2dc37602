/// What an alert is drawn over: the one rule the terminal and the dossier's pictures both read.
/// iOS shows a permission alert over the app that asked, so the Motion & Fitness alert covers
/// the study app in the foreground (or Settings, when it is open, or the crash screen); the
/// Required alert covers the sheet's page, and Delete Unshared Data's confirmation the study's
/// Settings page, and “Data Is Required For this Study” the Research Sensor & Usage Data page.
public enum AlertBackdrop: Equatable, Sendable {
    case sheet(SheetState.Page)
    case settings(SettingsPage)
    case crashed
    /// The study app's own screen (`Snapshot.studyAppScreen`), in the foreground.
    case studyApp
}

extension Snapshot {
    /// What the alert on top covers; nil when no alert is up.
    public var alertBackdrop: AlertBackdrop? {
        switch foreground {
        case .requiredAlert:
            return sheet.map { .sheet($0.page) } ?? .studyApp
        case .deleteConfirmation, .collectionOffAlert:
            return settings.map { .settings($0) }
        case .motionAlert:
            if let settings { return .settings(settings) }
            return crashReason != nil ? .crashed : .studyApp
        default:
            return nil
        }
    }

    /// What the simulator draws for the study app in the foreground (it has no screens of its
    /// own): its name as the title, and whether it runs, in the phone's words.
    public var studyAppScreen: (title: String, status: String) {
        (profile.appName, text.name(of: AppRunState(running: appRunning, crashed: crashReason != nil, launches: launches)))
    }
}
