import SimCore

/// The study app's Background App Refresh switch and Low Power Mode, as a saved participant
/// keeps them (the keys of a scenario's `settings:`): while either keeps the app from the
/// background, iOS does not wake it for its daily fetch. Absent from files saved before they
/// were kept, which resume with both as on a new phone.
package struct SavedBackgroundSwitches: Codable, Equatable, Sendable {
    package var backgroundAppRefresh = true
    package var lowPowerMode = false

    package init(backgroundAppRefresh: Bool = true, lowPowerMode: Bool = false) {
        self.backgroundAppRefresh = backgroundAppRefresh
        self.lowPowerMode = lowPowerMode
    }

    package init(_ refresh: BackgroundRefresh) {
        self.init(backgroundAppRefresh: refresh.appRefreshEnabled, lowPowerMode: refresh.lowPowerMode)
    }
}
