import StudyConfig

/// Checks `--lang` against a study's localizations.
enum StudyLanguage {
    /// `lang` when the study has that localization (or a parent of it, `de` for `de-CH`); the
    /// error points to `command`'s help.
    static func validated(_ lang: String?, in study: Study, for command: Subcommand) throws(UsageError) -> String? {
        guard let lang else { return nil }
        if study.hasLocalization(lang) { return lang }
        let known = study.languages.isEmpty ? "none" : study.languages.joined(separator: ", ")
        throw UsageError("--lang \(lang): the study has no such localization (it has: \(known))", command: command)
    }
}
