/// What the study itself says about its data, as the participant reads it.
public struct StudyDataFacts: Sendable, Equatable {
    public let appName: String
    public let version: String?
    /// The sheet's Study Research Purpose.
    public let purpose: String
    public let privacyPolicyURL: String?
    /// The Motion & Fitness alert's text; nil when the app does not use Motion & Fitness.
    public let motionText: String?
    /// The fingerprint a saved participant keeps of what the study's files say (the same one
    /// `run --state` compares), so a board can tell which files it reviewed.
    public let fingerprint: String
    /// The language each of the texts above is in (`Study.language(of:on:)`): the table's, or
    /// the one the study falls back to where it has no translation.
    public let appNameLanguage: String
    public let purposeLanguage: String
    public let motionTextLanguage: String
}
