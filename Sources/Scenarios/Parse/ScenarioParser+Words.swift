import StudyConfig
import Simulation

extension ScenarioParser {
    /// A scenario written for an English phone and played with `--lang` on another checks
    /// nothing with an `expectNoScreen` of words only the English phone shows: the system's
    /// English words, or the study's own English text where the study has that language's. They
    /// can never be on the other phone's screen, so the check passes whatever happens. It is
    /// refused, as every check that checks nothing is, plain text and regular expressions alike,
    /// unless a text that phone shows (its system words, the study's text as it shows it) holds
    /// the words too. A header's own `lang:` is left alone: there the English words are written
    /// on purpose, to check that the phone does not show them.
    public static func wordsProblem(_ scenario: Scenario, study: Study) -> ScenarioError? {
        guard let lang = scenario.lang, scenario.overrides["lang"] != nil else { return nil }
        let phone = SystemText.for(lang)
        guard phone.language != SystemText.english.language else { return nil }
        var shown: (english: [String], own: [String])?
        for step in scenario.steps {
            guard case .expectScreen(let written, present: false) = step.kind else { continue }
            let pattern = written.ignoringLineBreaks
            if case .text(let t) = pattern, t.isEmpty { continue }
            if shown == nil {
                // Read as a screen check reads the screen: every run of whitespace one space.
                func words(_ texts: [String]) -> [String] { texts.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } }
                shown = (words(SystemText.english.phrases + Self.texts(of: study, language: SystemText.english.language)),
                         words(phone.phrases + Self.texts(of: study, language: lang)))
            }
            guard let (english, own) = shown,
                  (try? pattern.occurs(in: english)) == true, (try? pattern.occurs(in: own)) == false else { continue }
            return ScenarioError(file: scenario.file, line: step.line, column: step.column,
                                 message: "expectNoScreen: \(written) is the English iPhone's words, and --lang \(lang) plays it on a phone "
                                     + "in \(lang): they can never be on its screen, so the check checks nothing",
                                 suggestion: "tag the file lang-bound and leave it out of the --lang run (--exclude-tags lang-bound)")
        }
        return nil
    }

    /// Every text of the study a phone set to `language` could show: Info.plist's strings as
    /// that phone translates them (a top-level key's own translation, else the value's as a
    /// lookup key, else the text as written).
    private static func texts(of study: Study, language: String) -> [String] {
        var out = [study.appName(language: language)]
        func add(_ node: PlistNode, key: String?) {
            if let s = node.string { out.append(study.localized(s, infoKey: key, language: language)) }
            node.dict?.entries.forEach { add($0.node, key: nil) }
            node.array?.forEach { add($0, key: nil) }
        }
        for entry in study.info.root.dict?.entries ?? [] { add(entry.node, key: entry.key) }
        return out
    }
}
