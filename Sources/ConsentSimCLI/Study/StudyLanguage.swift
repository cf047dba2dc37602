import StudyConfig
import Simulation

/// Checks `--lang` against a study's localizations and the iPhone's own languages.
enum StudyLanguage {
    /// `lang` when the phone can be set to it (`PhoneLanguage` decides, for `run`, `check` and
    /// scenarios alike). The error points to `command`'s help.
    static func validated(_ lang: String?, in study: Study, for command: Subcommand) throws(UsageError) -> String? {
        guard let lang else { return nil }
        if let problem = PhoneLanguage.problem(lang, in: study) { throw UsageError("--lang \(lang): \(problem)", command: command) }
        return lang
    }
}
