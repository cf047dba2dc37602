import StudyConfig

/// Whether the iPhone can be set to a language, for every command and scenario alike.
///
/// A language is a setting of the phone, not of the study: iOS draws its own text (the sheet's
/// frame, alerts, Settings) in it when it has a table, and shows the study's text in the
/// localization `Study.textLanguage(for:)` picks, its development language when it has none
/// closer. So a study without German still runs, and is checked, on a German phone.
public enum PhoneLanguage {
    /// Nil when `language` is one the phone or the study can show; else why not, naming what
    /// each has.
    public static func problem(_ language: String, in study: Study) -> String? {
        // A language names folders and files (a dossier's `de/`): never a path, whatever a study lists.
        if !LanguageTag.isWellFormed(language) {
            return LanguageTag.notWellFormed
        }
        if study.hasLocalization(language) || SystemText.has(language) { return nil }
        let known = study.languages.isEmpty ? "none" : study.languages.joined(separator: ", ")
        let phone = SystemText.all.map(\.language).joined(separator: ", ")
        return "the study has no such localization (it has: \(known)) and the iPhone's own text has none either (it has: \(phone))"
    }
}
