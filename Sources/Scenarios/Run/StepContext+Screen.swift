import Simulation
import TerminalUI

/// The checks that read the screen: each reads one part of the frame, the phone's screen or
/// the dashboard, as its words in reading order, so what a participant reads matches however
/// wide the terminal is and however the view wrapped it.
extension StepContext {
    /// `expectScreen` / `expectNoScreen`: the phone's screen.
    func checkPhone(_ pattern: TextPattern, present: Bool) -> Outcome {
        let (text, frame) = ScenarioScreen.reading(.phone, in: render(sim), of: sim, size: screen)
        let wanted = pattern.ignoringLineBreaks
        let anyCase = Self.ignoresCase(present: present)
        let found: Bool
        do { found = try wanted.occurs(in: [text], ignoringCase: anyCase) } catch { return tooLong(pattern, error) }
        // Ruled out, the words are looked for on the whole page: scrolled out of view at 80×24,
        // they passed a check that failed at 200×60, where the page fits.
        if !present && !found, let area = frame.scrollArea, let hidden = outOfView(wanted, text, area, ruledOut: true) {
            return ("the screen not to show \(pattern)", "a match on \(describe(state.foreground)), " + hidden)
        }
        if found == present { return nil }
        let place = describe(state.foreground)
        guard present else { return ("the screen not to show \(pattern)", "a match on \(place)" + Self.ruledOutCapitals(wanted, text)) }
        return ("the screen to show \(pattern)", "no match on \(place)" + outOfView(wanted, text, frame.scrollArea)
                    + Self.otherCapitals(wanted, text))
    }

    /// `expectDashboard` / `expectNoDashboard`: the dashboard beside (or under) the phone.
    func checkDashboard(_ pattern: TextPattern, present: Bool) -> Outcome {
        let (text, _) = ScenarioScreen.reading(.dashboard, in: render(sim), of: sim, size: screen)
        let wanted = pattern.ignoringLineBreaks
        let found: Bool
        do { found = try wanted.occurs(in: [text], ignoringCase: Self.ignoresCase(present: present)) } catch { return tooLong(pattern, error) }
        if found == present { return nil }
        return present ? ("the dashboard to show \(pattern)",
                          "no match" + Self.otherCapitals(wanted, text) + "; the dashboard reads: \(Self.excerpt(text))")
                       : ("the dashboard not to show \(pattern)",
                          "a match" + Self.ruledOutCapitals(wanted, text) + "; the dashboard reads: \(Self.excerpt(text))")
    }

    /// Whether a screen or dashboard check ignores capitals: one that rules words out does.
    /// Words a participant reads in other capitals are still the words a check says are gone
    /// (`expectNoScreen: "allow all"` passed over a sheet showing "Allow All"); one that looks
    /// for words matches case, so the phone's exact wording (title case on iOS 17, sentence
    /// case after) is what it asserts, and its failure quotes words in other capitals.
    static func ignoresCase(present: Bool) -> Bool { !present }

    /// Where on the page `pattern` is when the phone shows another part of it: ", but it is on
    /// this page below the fold: add `scroll: down` before this check", or "" when it is not.
    private func outOfView(_ pattern: TextPattern, _ visible: String, _ area: ScrollArea?) -> String {
        guard let area, let hidden = outOfView(pattern, visible, area, ruledOut: false) else { return "" }
        return ", but it is on this page " + hidden
    }

    /// Where on the page, out of view, `pattern` is, with the step that shows it ("below the
    /// fold: add `scroll: down` … before this check"); nil when it is not there.
    private func outOfView(_ pattern: TextPattern, _ visible: String, _ area: ScrollArea, ruledOut: Bool) -> String? {
        let below = Screen.words(area.below), above = Screen.words(area.above)
        func showing(_ way: String, _ end: String) -> String {
            ruledOut ? "`scroll: \(way)` (or `scroll: \(end)`) shows it" : "add `scroll: \(way)` (or `scroll: \(end)`) before this check"
        }
        if !below.isEmpty, (try? pattern.occurs(in: [below, visible + " " + below], ignoringCase: Self.ignoresCase(present: !ruledOut))) == true {
            return "below the fold: " + showing("down", "bottom")
        }
        if !above.isEmpty, (try? pattern.occurs(in: [above, above + " " + visible], ignoringCase: Self.ignoresCase(present: !ruledOut))) == true {
            return "above the fold: " + showing("up", "top")
        }
        return nil
    }

    /// ", but it shows "Research Sensor", with other capitals (…)" when the text
    /// looked for is there in another case, else "".
    private static func otherCapitals(_ pattern: TextPattern, _ text: String) -> String {
        guard let found = pattern.otherCapitals(in: text) else { return "" }
        return ", but it shows \"\(found)\", with other capitals (a check that looks for words matches case)"
    }

    /// ", in other capitals: "Research Sensor" (a check that rules words out ignores case; …)"
    /// when a ruled-out text matched only in another case, else "".
    private static func ruledOutCapitals(_ pattern: TextPattern, _ text: String) -> String {
        guard let found = pattern.otherCapitals(in: text) else { return "" }
        return ", in other capitals: \"\(found)\" (a check that rules words out ignores case; "
            + "to rule out one spelling alone, write it as {regex: ...}, which matches case)"
    }

    /// The start of what a part of the screen reads, for a message.
    private static func excerpt(_ text: String) -> String {
        if text.isEmpty { return "nothing" }
        let limit = 160
        return text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\""
    }
}
