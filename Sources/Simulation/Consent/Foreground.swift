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
    /// “Data Is Required For this Study”: what Settings asks before it turns Research Sensor &
    /// Usage Data collection off while the page lists the study, over that page.
    case collectionOffAlert
    case crashed
}
