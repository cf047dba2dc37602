import Foundation
import Testing
@testable import Scenarios

/// Screen checks that look for words match case. A check written with other capitals than the
/// phone's failed with a bare "no match" beside a screen that showed the words; the failure now
/// quotes them. Checks that rule words out ignore case: they passed over a screen showing them.
@Suite struct OtherCapitalsTests {
    func run(_ steps: String) throws -> ScenarioResult {
        let yaml = "study: ../studies/sleep-study\nsteps:\n" + steps
        let s = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows)
        return ScenarioRunner(s).run()
    }

    @Test func aScreenCheckInOtherCapitalsQuotesThePhonesWords() throws {
        let r = try run("  - launch\n  - expectScreen: \"research sensor & usage data request\"\n")
        let f = try #require(r.failure)
        #expect(f.found == "no match on the sheet's opening page, but it shows \"Research Sensor & Usage Data Request\", "
            + "with other capitals (a check that looks for words matches case)")
    }

    @Test func aDashboardCheckInOtherCapitalsQuotesTheDashboardsWords() throws {
        let r = try run("  - launch\n  - answer: {default: allow}\n  - expectDashboard: \"ambient light sensor\"\n")
        let f = try #require(r.failure)
        #expect(f.found.hasPrefix("no match, but it shows \"Ambient Light Sensor\", with other capitals (a check that looks for words matches case); the dashboard reads: "))
    }

    @Test func straightQuotesStillFoldAndTheQuoteIsThePhones() throws {
        let pattern = TextPattern.text("don't allow collection")
        #expect(pattern.otherCapitals(in: "Allow · Don’t Allow Collection & Sharing") == "Don’t Allow Collection")
        #expect(TextPattern.text("Don't Allow").otherCapitals(in: "Don’t Allow") == nil, "a match is no hint")
        #expect(TextPattern.regex("allow").otherCapitals(in: "Allow") == nil)
    }

    @Test func wordsMissingInEveryCaseAddNothing() throws {
        let r = try run("  - launch\n  - expectScreen: \"Nothing like this\"\n")
        #expect(r.failure?.found == "no match on the sheet's opening page")
    }

    @Test func ruledOutWordsInOtherCapitalsFailTheCheck() throws {
        let r = try run("  - launch\n  - expectNoScreen: \"research sensor & usage data request\"\n")
        let f = try #require(r.failure, "the sheet shows Research Sensor & Usage Data Request: ruling it out must fail")
        #expect(f.expected == "the screen not to show \"research sensor & usage data request\"")
        #expect(f.found.hasPrefix("a match on the sheet's opening page, in other capitals: \"Research Sensor & Usage Data Request\""),
                Comment(rawValue: f.found))
        let d = try run("  - launch\n  - answer: {default: allow}\n  - expectNoDashboard: \"AMBIENT LIGHT SENSOR\"\n")
        #expect(d.failure?.found.hasPrefix("a match, in other capitals: \"Ambient Light Sensor\"") == true, Comment(rawValue: d.failure?.found ?? "passed"))
    }

    @Test func aRegularExpressionRulesOutOneSpellingAlone() throws {
        let r = try run("  - launch\n  - expectNoScreen: {regex: \"research sensor & usage data request\"}\n"
            + "  - expectScreen: \"Research Sensor & Usage Data Request\"\n")
        #expect(r.passed, Comment(rawValue: r.failure?.found ?? ""))
    }
}
