import Testing
import Simulation
@testable import TerminalUI

/// View Study Privacy Policy says where it leads: a terminal cannot open a browser.
@Suite struct PrivacyLinkTests {
    @Test func pressingTheLinkShowsTheURLItWouldOpen() {
        let sim = Fixtures.intro()
        #expect(!AppView.render(sim.snapshot, width: 80, height: 24).text.contains("→ opens"))
        sim.send(.press(.sheetPrivacyPolicy))
        #expect(AppView.render(sim.snapshot, width: 80, height: 24).text.contains("→ opens https://example.org/sleep-study/privacy"))
        #expect(sim.snapshot.log.isEmpty || !sim.snapshot.log.last!.isError)
    }

    /// The note under the pressed link is ours, for the audience, worded as the captions are in
    /// the phone's language: it stayed "→ opens …" on a German, Spanish or French phone.
    @Test(arguments: [("de", "→ öffnet https"), ("es", "→ abre https"), ("fr", "→ ouvre https"), ("en", "→ opens https")])
    func theLinksNoteIsInThePhonesLanguage(_ lang: String, _ note: String) {
        let sim = Fixtures.intro(lang)
        sim.send(.press(.sheetPrivacyPolicy))
        let text = ScreenTextFlat.of(AppView.render(sim.snapshot, width: 120, height: 40))
        #expect(text.contains(note + "://example.org/sleep-study/privacy"), "\(lang): \(text)")
        if lang != "en" { #expect(!text.contains("opens"), "\(lang)") }
    }

    /// A link or a Settings row too long for the phone's width wraps and is shown whole, in
    /// every language and at both sizes (French ones were cut: "…de l…", "(capteurs, utilisa…").
    @Test(arguments: ["de", "es", "fr"])
    func longLinksAndSettingsRowsAreShownWhole(_ lang: String) {
        let table = SystemText.for(lang)
        for (w, h) in [(80, 24), (120, 40)] {
            let phone = Layout.of(width: w, height: h, panelUp: true)!.panel!
            /// The phone's words alone (at 120×40 the dashboard stands beside it).
            func words(_ screen: Screen) -> String {
                let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
                let cropped = lines.map { String($0.dropFirst(phone.x).prefix(phone.width)) }.joined(separator: "\n")
                return cropped.split(whereSeparator: { $0 == "\n" || $0 == " " || "│╭╮╰╯├┤─┃▲▼".contains($0) }).joined(separator: " ")
            }
            #expect(words(AppView.render(Fixtures.intro(lang).snapshot, width: w, height: h)).contains(table.viewPrivacyPolicy), "\(lang) \(w)x\(h)")
            let privacy = AppView.render(Fixtures.settings([], lang).snapshot, width: w, height: h)
            #expect(words(privacy).contains(table.researchData), "\(lang) \(w)x\(h)")
            // A row wrapped over two lines is pressed on either.
            if lang == "fr" && w == 120 { #expect(Set(privacy.hotspots.filter { $0.control == .settingsOpenResearch }.map(\.y)).count == 2) }
        }
    }

    @Test func aStudyWithoutAPrivacyPolicySaysNoneIsSet() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        let text = ScreenTextFlat.of(AppView.render(sim.snapshot, width: 80, height: 24))
        #expect(text.contains("no privacy policy link: the study sets no NSSensorKitPrivacyPolicyURL"))
        #expect(sim.snapshot.control(.sheetPrivacyPolicy) == nil)
    }
}

/// A screen's words with line breaks and borders gone, so wrapped text can be searched.
enum ScreenTextFlat {
    static func of(_ screen: Screen) -> String {
        screen.text.split(whereSeparator: { $0 == "\n" || $0 == " " || "│╭╮╰╯├┤─┃▲▼".contains($0) }).joined(separator: " ")
    }
}
