import SensorKitSim

/// Where the participant is in the Research Sensor & Usage Data sheet.
public struct SheetState: Equatable, Sendable {
    public enum Page: Hashable, Sendable {
        /// “Enable Research Sensor & Usage Data”, in the sheet's place while collection is off
        /// (`AuthorizationPrompt.awaitsCollection`): Open Settings and Cancel, no sensor to answer.
        case enableCollection
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
    /// Whether the participant pressed View Study Privacy Policy (the sheet then shows where it leads).
    public var openedPrivacyPolicy = false

    public init(sensors: [SRSensor], page: Page = .intro) {
        self.sensors = sensors
        self.page = page
    }

    public var currentSensor: SRSensor? {
        if case .sensor(let i) = page, sensors.indices.contains(i) { return sensors[i] }
        return nil
    }
}
