/// A part of what the iPhone itself draws, named so each language's table can say whose
/// wording it is: Apple's (published, or seen on a device) or this tool's own translation
/// (FIDELITY.md, "assumption (our translation)").
public enum SystemPhrase: String, CaseIterable, Sendable {
    /// The consent sheet's titles, headings, buttons and review page.
    case sheet
    /// The alert after declining a Required sensor.
    case requiredAlert
    /// Sensor and device names, on the sheet and in Settings.
    case sensorNames
    /// Settings' pages and switches (Privacy & Security, Research Sensor & Usage Data, Motion & Fitness).
    case settings
    /// The Motion & Fitness alert's title.
    case motionTitle
    /// Its button that refuses access.
    case motionDontAllow
    /// Its button that grants access before iOS 18 (OK).
    case motionOK
    /// Its button that grants access on current iOS (Allow).
    case motionAllow

    /// What a board reads the phrase as, in English.
    public var description: String {
        switch self {
        case .sheet: "the consent sheet’s titles, headings and buttons"
        case .requiredAlert: "the Required alert"
        case .sensorNames: "the sensor and device names"
        case .settings: "the Settings pages and switches"
        case .motionTitle: "the Motion & Fitness alert’s title"
        case .motionDontAllow: "the Motion & Fitness alert’s button that refuses"
        case .motionOK: "the Motion & Fitness alert’s OK button"
        case .motionAllow: "the Motion & Fitness alert’s button that allows"
        }
    }
}
