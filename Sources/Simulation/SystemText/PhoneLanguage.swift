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
        // A language names folders and files (`de.lproj`, a dossier's `de/`): a tag of letters,
        // digits, `-` and `_` (`en`, `zh-Hans`, `pt_BR`), never a path, whatever a study lists.
        if !isTag(language) {
            return "not a language tag (letters, digits, - and _, starting with a letter, such as de, zh-Hans or pt_BR)"
        }
        if study.hasLocalization(language) || SystemText.has(language) { return nil }
        let known = study.languages.isEmpty ? "none" : study.languages.joined(separator: ", ")
        let phone = SystemText.all.map(\.language).joined(separator: ", ")
        return "the study has no such localization (it has: \(known)) and the iPhone's own text has none either (it has: \(phone))"
    }

    /// Whether `text` is a language tag: ASCII letters, digits, `-` and `_`, starting with a
    /// letter, at most 35 characters (BCP 47's longest practical tag).
    public static func isTag(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= 35,
              ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
