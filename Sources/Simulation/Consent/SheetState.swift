import SensorKitSim

/// Where the participant is in the Research Sensor & Usage Data sheet.
public struct SheetState {
    public enum Page: Equatable, Sendable {
        /// The opening page: app, study purpose, privacy policy link, requested data.
        case intro
        /// The sensor page at this index into `sensors`.
        case sensor(Int)
        /// What was given and what was denied, with Done.
        case review
    }

    public let prompt: AuthorizationPrompt
    public var page: Page = .intro
    /// Allow (`true`) or Don't Allow (`false`), per sensor answered so far.
    public var answers: [SRSensor: Bool] = [:]
    /// The Required sensor whose denial raised the alert, while it is up.
    public var requiredAlert: SRSensor?

    public var sensors: [SRSensor] { prompt.sensors }

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
