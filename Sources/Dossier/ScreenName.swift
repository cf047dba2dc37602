import StudyConfig

/// A screen's name as the dossier writes it: the phone's words (its title, sensor names,
/// switches), and the dossier's own English words that tell screens of one title apart
/// ("home", "declined:", "greyed out", "no switch", "2 of 3"). HTML marks only the phone's words with the
/// phone's language, so a German screen's entry reads as German evidence in an English
/// dossier, not as a German name with English mixed into it. The app's name standing alone
/// (the home screen, the study's Settings page) is the study's text, in the language the study
/// gives it on that phone: a German phone shows an English-only study's name in English.
struct ScreenName: Equatable, Sendable {
    struct Part: Equatable, Sendable {
        let text: String
        /// Whether the phone (or the study, through it) shows these words.
        let isPhone: Bool
        /// The study's own text these words are, whose language the study decides (nil: the
        /// phone's words, in the phone's language, or the dossier's own).
        var study: StudyText? = nil
        /// The language an earlier dossier recorded for the study's text (`TitlePart.language`).
        var recordedLanguage: String? = nil
    }

    private(set) var parts: [Part] = []

    init() {}
    init(phone text: String) { add(phone: text) }

    mutating func add(phone text: String) { add(Part(text: text, isPhone: true)) }
    mutating func add(study text: String, _ which: StudyText) { add(Part(text: text, isPhone: true, study: which)) }
    mutating func add(own text: String) { add(Part(text: text, isPhone: false)) }
    mutating func add(_ name: ScreenName) { for part in name.parts { add(part) } }

    private mutating func add(_ part: Part) {
        guard !part.text.isEmpty else { return }
        if let last = parts.last, last.isPhone == part.isPhone, last.study == nil, part.study == nil,
           last.recordedLanguage == nil, part.recordedLanguage == nil {
            parts[parts.count - 1] = Part(text: last.text + part.text, isPhone: part.isPhone)
        } else {
            parts.append(part)
        }
    }

    /// The name a dossier recorded (`DossierManifest.Screen.titleParts`), with the language
    /// each of the study's texts was in then.
    init(_ recorded: [DossierManifest.TitlePart]) {
        for part in recorded { add(Part(text: part.text, isPhone: part.phone, recordedLanguage: part.language)) }
    }

    /// The name as plain text (a page's title, the graph, dossier.json).
    var plain: String { parts.map(\.text).joined() }


    /// The language of each part on a phone set to `language`: the phone's, the one the
    /// study gives its text (`study`), or nil for the dossier's own words.
    func languages(_ language: String, study: (StudyText) -> String) -> [String?] {
        parts.map { part in part.isPhone ? part.recordedLanguage ?? part.study.map(study) ?? language : nil }
    }

    /// The name in HTML on a page of the dossier: the phone's words marked with `language`
    /// where it is not the dossier's own, the study's with the language it is in.
    /// Neighbouring words in one language share one mark.
    func html(_ language: String, study: (StudyText) -> String) -> String {
        var runs: [(text: String, language: String?)] = []
        for (part, lang) in zip(parts, languages(language, study: study)) {
            if let last = runs.last, last.language == lang { runs[runs.count - 1].text += part.text } else { runs.append((part.text, lang)) }
        }
        return runs.map { run in run.language.map { HTMLText.phone(HTMLText.escape(run.text), $0) } ?? HTMLText.escape(run.text) }.joined()
    }

    /// The one language all the name's words are in (a picture's description of the phone),
    /// or nil when the name carries the dossier's words or words of two languages.
    func singleLanguage(_ language: String, study: (StudyText) -> String) -> String? {
        let langs = languages(language, study: study)
        guard let first = langs.first, let lang = first, langs.allSatisfy({ $0 == lang }) else { return nil }
        return lang
    }

    /// The name after its number in the dossier ("7. …").
    func numbered(_ index: Int) -> ScreenName {
        var name = ScreenName()
        name.add(own: "\(index + 1). ")
        name.add(self)
        return name
    }
}
