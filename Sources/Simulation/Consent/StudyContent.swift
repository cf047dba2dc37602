import SensorKitSim

/// What the study gives the system's screens to show, fixed for a simulation: the app, the
/// sensors' descriptions and the privacy link in the participant's language, and the
/// iPhone's own words.
public struct StudyContent: Equatable, Sendable {
    public let profile: StudyProfile
    /// Per-sensor descriptions as the participant reads them (already translated).
    public let sensorDescriptions: [SRSensor: String]
    /// The study's `NSSensorKitPrivacyPolicyURL`, if it sets one.
    public let privacyPolicyURL: String?
    /// The iPhone's own words (sheet, alerts, Settings, sensor names) in the participant's language.
    public let text: SystemText
    /// How many errors `consent-sim check` finds in the study's files (0 when built from a profile).
    public var studyErrors = 0
}
