import StudyConfig

extension SystemText {
    /// Every language the iPhone's own text is drawn in.
    public static let all: [SystemText] = [.english, .german, .spanish, .french]

    /// The table for `language` as iOS picks one: the tag, then its shorter forms (`de-CH`
    /// and `de_CH` → `de`), case and separator ignored; English for a language it lacks or none.
    public static func `for`(_ language: String?) -> SystemText {
        language.flatMap(table(for:)) ?? .english
    }

    /// Whether `language` (or its shorter form) has a table, as opposed to falling back.
    public static func has(_ language: String) -> Bool { table(for: language) != nil }

    /// The table for `language` or one of its shorter forms, compared as a study's
    /// localizations are (`LanguageTag`: case and `-`/`_` ignored).
    private static func table(for language: String) -> SystemText? {
        let forms = LanguageTag.withParents(language)
        return all.first { table in forms.contains { LanguageTag.same($0, table.language) } }
    }

    /// English, the strings iOS's SensorKit and CoreMotion use (sensorkit-facts §4, §6).
    public static let english = SystemText(language: "en", applesWording: Set(SystemPhrase.allCases))
}
