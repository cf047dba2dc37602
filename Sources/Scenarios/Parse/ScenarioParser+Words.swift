import StudyConfig
import Simulation
import SimCore

extension ScenarioParser {
    /// A scenario written for an English phone and played with `--lang` on another, or written
    /// for one iOS and played with `--ios` on one whose Motion & Fitness alert is worded the other
    /// way, checks nothing with an `expectNoScreen` of words only the phone it was written for
    /// shows: the system's English words, the study's own English text where the study has that
    /// language's, the other alert form's title. They can never be on the played phone's screen,
    /// so the check passes whatever happens. It is refused, as every check that checks nothing
    /// is, plain text and regular expressions alike, unless a text the played phone shows (its
    /// system words, the study's text as it shows it) holds the words too. A header's own `lang:`
    /// and `ios:` are left alone: there the other words are written on purpose, to check that
    /// the phone does not show them, and the matrix skips the file on another phone
    /// (`PlayCombination.skipReason`). `header` is the scenario as its file says it.
    public static func wordsProblem(_ scenario: Scenario, header: Scenario, study: Study) -> ScenarioError? {
        // The phone the file was written for speaks its header's language (English without one):
        // a --lang of that same language changes nothing the file rules out.
        let langChanged = scenario.overrides["lang"] != nil && SystemText.for(scenario.lang).language != SystemText.for(header.lang).language
        let form = MotionAlertForm(scenario.os ?? .current), headerForm = MotionAlertForm(header.os ?? .current)
        let formChanged = scenario.overrides["ios"] != nil && form != headerForm
        guard langChanged || formChanged else { return nil }
        let writtenLanguage = langChanged ? header.lang : scenario.lang
        var shown: (written: [String], played: [String])?
        for step in scenario.steps {
            guard case .expectScreen(let pattern, present: false) = step.kind else { continue }
            let wanted = pattern.ignoringLineBreaks
            if case .text(let t) = wanted, t.isEmpty { continue }
            if shown == nil {
                // Read as a screen check reads the screen: every run of whitespace one space.
                func words(_ texts: [String]) -> [String] { texts.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } }
                shown = (words(SystemText.for(writtenLanguage).phrases(shownBy: headerForm) + Self.texts(of: study, language: writtenLanguage)),
                         words(SystemText.for(scenario.lang).phrases(shownBy: form) + Self.texts(of: study, language: scenario.lang)))
            }
            // Matched as the check matches them: a check that rules words out ignores case, so
            // words only the other capitals of the played phone show (iOS 17's title case) are
            // on its screen after all.
            let anyCase = StepContext.ignoresCase(present: false)
            guard let (written, played) = shown, (try? wanted.occurs(in: written, ignoringCase: anyCase)) == true,
                  (try? wanted.occurs(in: played, ignoringCase: anyCase)) == false else { continue }
            let os = "iOS \(scenario.os ?? .current)"
            let message = langChanged
                ? "expectNoScreen: \(pattern) is the \(header.lang.map { "\($0)" } ?? "English") iPhone's words, and --lang \(scenario.lang ?? "") plays it on a phone "
                    + "in \(scenario.lang ?? "")\(formChanged ? " on \(os)" : ""): they can never be on its screen, so the check checks nothing"
                : "expectNoScreen: \(pattern) is iOS \(header.os ?? .current)'s words, and --ios plays it on \(os), whose Motion & Fitness "
                    + "alert is worded otherwise: they can never be on its screen, so the check checks nothing"
            // The header saying which phone the file was written for is what makes the matrix
            // skip it on another (`PlayCombination.skipReason`).
            let suggestion = langChanged
                ? "give the file lang: \(header.lang ?? "en"), the phone it was written for, and --lang of another language skips it"
                : "give the file ios: \"\(header.os ?? .current)\", the iOS it was written for (or \"18+\" where it holds from 18 on), "
                    + "and --ios of another skips it"
            return ScenarioError(file: scenario.file, line: step.line, column: step.column, message: message, suggestion: suggestion)
        }
        return nil
    }

    /// Every text of the study a phone set to `language` could show: Info.plist's strings as
    /// that phone translates them (a top-level key's own translation, else the value's as a
    /// lookup key, else the text as written).
    private static func texts(of study: Study, language: String?) -> [String] {
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
