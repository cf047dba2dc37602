extension SystemText {
    /// Every language the iPhone's own text is drawn in.
    public static let all: [SystemText] = [.english, .german, .spanish, .french]

    /// The table for `language` as iOS picks one: the tag, then its shorter forms (`de-CH`
    /// and `de_CH` → `de`), case and separator ignored; English for a language it lacks or none.
    public static func `for`(_ language: String?) -> SystemText {
        guard let language else { return .english }
        return all.first { $0.language == primary(language) } ?? .english
    }

    /// Whether `language` (or its shorter form) has a table, as opposed to falling back.
    public static func has(_ language: String) -> Bool {
        all.contains { $0.language == primary(language) }
    }

    /// `de` for `de-CH`, `DE_ch` or `de`.
    private static func primary(_ tag: String) -> String {
        String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    /// English, the strings iOS's SensorKit and CoreMotion use (sensorkit-facts §4, §6).
    public static let english = SystemText(language: "en", applesWording: Set(SystemPhrase.allCases))
}
