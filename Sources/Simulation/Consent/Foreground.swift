import SensorKitSim

/// What is on top, from the participant's point of view.
public enum Foreground: Hashable, Sendable {
    case home
    case sheet(SheetState.Page)
    case requiredAlert(SRSensor)
    case motionAlert
    case settings(SettingsPage)
    /// The confirmation Delete Unshared Data asks for, over the study's Settings page.
    case deleteConfirmation
    case crashed
}
