import Foundation
import Testing
@testable import Scenarios

/// A value from a short closed list, mistyped the way people type it (British spelling, a
/// capital, the past tense), is named with the one meant, as a mistyped key or step is.
@Suite struct ValueSuggestionTests {
    let p = ScenarioParserTests()

    @Test func likelySlipsOfStatusesAndAnswersSayWhatWasMeant() {
        let m = p.errors("""
        study: ../studies/mobility-study
        steps:
          - launch
          - answer: {accelerometer: allowed, default: allow}
          - motion: dney
          - expectStatus: {accelerometer: authorised, pedometerData: Denied}
          - expectStatus: {motion: Authorized}
        """).map(\.description).joined(separator: "\n")
        #expect(m.contains("t.yaml:4:29: answer: accelerometer: expected allow or deny, got allowed (did you mean allow?)"))
        #expect(m.contains("t.yaml:5:13: motion: expected allow or deny, got dney (did you mean deny?)"))
        #expect(m.contains("t.yaml:6:35: accelerometer: expected authorized, denied or notDetermined, got authorised (did you mean authorized?)"))
        #expect(m.contains("pedometerData: expected authorized, denied or notDetermined, got Denied (did you mean denied?)"))
        #expect(m.contains("t.yaml:7:28: motion: expected one of notDetermined, restricted, denied, authorized, got Authorized (did you mean authorized?)"))
    }

    @Test func aValueLikeNoneOfThemSuggestsNothing() {
        let m = p.errors("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectStatus: {accelerometer: maybe}\n")
            .map(\.description).joined(separator: "\n")
        #expect(m.contains("accelerometer: expected authorized, denied or notDetermined, got maybe"))
        #expect(!m.contains("did you mean"))
    }
}
