import SensorKitSim

/// One of the study's own texts a participant reads: what a page showing it marks with the
/// language it is in.
public enum StudyText: Sendable, Hashable {
    case appName, purpose, motion
    case description(SRSensor)

    /// What a participant reads an Info.plist text as, for naming it in a finding; nil for a
    /// sensor's Description, named by its page.
    public var participantName: String? {
        switch self {
        case .appName: "the app's name"
        case .purpose: "the sheet's study purpose"
        case .motion: "the Motion & Fitness alert's message"
        case .description: nil
        }
    }
}

extension Study {
    /// The language `text` is in on a phone set to `language`, as `localized` picks it: a study
    /// with no German text shows a German phone its development language's (`language(of:)`).
    public func language(of text: StudyText, on language: String?) -> String {
        switch text {
        case .appName: appNameLanguage(language)
        case .purpose: written(usageDescription, infoKey: "NSSensorKitUsageDescription", language)
        case .motion: written(motionUsageDescription, infoKey: "NSMotionUsageDescription", language)
        case .description(let sensor): written(usageDetail(for: sensor)?.description, infoKey: nil, language)
        }
    }

    private func written(_ value: String?, infoKey: String?, _ language: String?) -> String {
        value.map { self.language(of: $0, infoKey: infoKey, language: language) } ?? developmentLanguage
    }
}
