import SensorKitSim

/// Where the participant is in the Research Sensor & Usage Data sheet.
public struct SheetState: Equatable, Sendable {
    public enum Page: Equatable, Sendable {
        /// The opening page: app, study purpose, privacy policy link, requested data.
        case intro
        /// The sensor page at this index into `sensors`.
        case sensor(Int)
        /// What was given and what was denied, with Done.
        case review
    }

    /// The sensors the sheet asks about, in its order.
    public let sensors: [SRSensor]
    public var page: Page = .intro
    /// Allow (`true`) or Don't Allow (`false`), per sensor answered so far.
    public var answers: [SRSensor: Bool] = [:]
    /// The Required sensor whose denial raised the alert, while it is up.
    public var requiredAlert: SRSensor?

    public init(sensors: [SRSensor]) { self.sensors = sensors }

    public var currentSensor: SRSensor? {
        if case .sensor(let i) = page, sensors.indices.contains(i) { return sensors[i] }
        return nil
    }
}

/// Which Settings page is open.
public enum SettingsPage: Equatable, Sendable {
    /// Privacy & Security.
    case privacy
    /// Privacy & Security › Research Sensor & Usage Data.
    case research
    /// … › the study: its per-sensor switches and Delete Unshared Data.
    case study
    /// Privacy & Security › Motion & Fitness.
    case motion
}

/// The Motion & Fitness alert as the participant reads it.
public struct MotionAlert: Equatable, Sendable {
    /// `“<App>” Would Like to Access Your Motion & Fitness Activity`.
    public let title: String
    /// The app's `NSMotionUsageDescription`.
    public let message: String
}

/// What is on top, from the participant's point of view.
public enum Foreground: Equatable, Sendable {
    case home
    case sheet(SheetState.Page)
    case requiredAlert(SRSensor)
    case motionAlert
    case settings(SettingsPage)
    case crashed
}
