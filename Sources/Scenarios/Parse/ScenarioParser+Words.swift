import StudyConfig
import Simulation

extension ScenarioParser {
    /// A scenario written for an English phone and played with `--lang` on another checks
    /// nothing with an `expectNoScreen` of the phone's English words: they can never be on its
    /// screen, so the check passes whatever happens. It is refused, as every check that checks
    /// nothing is, unless the study's own text (which may be shown in English on any phone)
    /// holds the words too. A header's own `lang:` is left alone: there the English words are
    /// written on purpose, to check that the phone does not show them.
    public static func wordsProblem(_ scenario: Scenario, study: Study) -> ScenarioError? {
        guard let lang = scenario.lang, scenario.overrides["lang"] != nil else { return nil }
        let phone = SystemText.for(lang)
        guard phone.language != SystemText.english.language else { return nil }
        let english = SystemText.english.phrases, own = phone.phrases
        var studyTexts: [String]?
        for step in scenario.steps {
            guard case .expectScreen(.text(let written), present: false) = step.kind else { continue }
            let t = written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !t.isEmpty, english.contains(where: { $0.contains(t) }), !own.contains(where: { $0.contains(t) }) else { continue }
            if studyTexts == nil { studyTexts = Self.texts(of: study) }
            guard !(studyTexts ?? []).contains(where: { $0.contains(t) }) else { continue }
            return ScenarioError(file: scenario.file, line: step.line, column: step.column,
                                 message: "expectNoScreen: \"\(written)\" is the English iPhone's words, and --lang \(lang) plays it on a phone "
                                     + "in \(lang): they can never be on its screen, so the check checks nothing",
                                 suggestion: "tag the file lang-bound and leave it out of the --lang run (--exclude-tags lang-bound)")
        }
        return nil
    }

    /// Every text of the study a screen could show: Info.plist's strings and every translation.
    private static func texts(of study: Study) -> [String] {
        var out = [study.appName]
        func add(_ node: PlistNode) {
            if let s = node.string { out.append(s) }
            node.dict?.entries.forEach { add($0.node) }
            node.array?.forEach(add)
        }
        add(study.info.root)
        for table in study.localizations { out += table.entries.values.map(\.value) }
        return out
    }
}
