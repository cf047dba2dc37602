import Foundation
import Testing
@testable import Scenarios

/// Durations take one letter per unit (`25h`); written as people write them (`25hours`,
/// `1d12h`, `-30 hours`) they were refused with examples but not the span meant.
@Suite struct DurationSuggestionTests {
    let p = ScenarioParserTests()

    @Test func unitWordsAndCompoundsNameTheSpanMeant() {
        let m = p.errors("""
        study: ../studies/sleep-study
        steps:
          - launch
          - advance: 25hours
          - advance: 1d12h
          - lock: 90 min
          - fetch: {sensor: accelerometer, from: -30 hours, to: -1day}
          - expectScreen: R
        """).map(\.description).joined(separator: "\n")
        #expect(m.contains("t.yaml:4:14: advance: expected a duration such as 90m, 25h or 3d, got 25hours (did you mean 25h?)"))
        #expect(m.contains("advance: expected a duration such as 90m, 25h or 3d, got 1d12h (did you mean 36h?)"))
        #expect(m.contains("got 90 min (did you mean 90m?)"))
        #expect(m.contains("got -30 hours (did you mean -30h?)"))
        #expect(m.contains("got -1day (did you mean -1d?)"))
    }

    @Test func wordsThatAreNoDurationSuggestNothing() {
        #expect(TimeSpan.likelyMeant("forever") == nil)
        #expect(TimeSpan.likelyMeant("25parsecs") == nil)
        #expect(TimeSpan.likelyMeant("h25") == nil)
        #expect(TimeSpan.likelyMeant("0h") == nil)
        #expect(TimeSpan.likelyMeant("2 Weeks") == "2w")
        #expect(TimeSpan.likelyMeant("1h 30m") == "90m")
    }
}
