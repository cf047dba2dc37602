import Foundation
import Testing
@testable import Scenarios

/// Screen checks match case. A check written with other capitals than the phone's failed with
/// a bare "no match" beside a screen that showed the words; the failure now quotes them.
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
            + "with other capitals (checks match case)")
    }

    @Test func aDashboardCheckInOtherCapitalsQuotesTheDashboardsWords() throws {
        let r = try run("  - launch\n  - answer: {default: allow}\n  - expectDashboard: \"ambient light sensor\"\n")
        let f = try #require(r.failure)
        #expect(f.found.hasPrefix("no match, but it shows \"Ambient Light Sensor\", with other capitals (checks match case); the dashboard reads: "))
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
}
