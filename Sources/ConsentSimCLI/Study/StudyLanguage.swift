import StudyConfig
import Simulation

/// Checks `--lang` against a study's localizations and the iPhone's own languages.
enum StudyLanguage {
    /// `lang` when the study has that localization (or a parent of it, `de` for `de-CH`), or
    /// when the iPhone draws its own text in it: a Spanish phone shows an English-only study's
    /// text in English and the system's in Spanish. `check` shows only the study's text, so it
    /// passes `phone: false`. The error points to `command`'s help.
    static func validated(_ lang: String?, in study: Study, for command: Subcommand, phone: Bool = true) throws(UsageError) -> String? {
        guard let lang else { return nil }
        if study.hasLocalization(lang) || (phone && SystemText.has(lang)) { return lang }
        let known = study.languages.isEmpty ? "none" : study.languages.joined(separator: ", ")
        let phoneText = phone ? " and the iPhone's own text has none either (it has: \(SystemText.all.map(\.language).joined(separator: ", ")))" : ""
        throw UsageError("--lang \(lang): the study has no such localization (it has: \(known))\(phoneText)", command: command)
    }
}
