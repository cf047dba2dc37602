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
