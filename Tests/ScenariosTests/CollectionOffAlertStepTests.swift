import Foundation
import Testing
@testable import Scenarios

/// `settings: {collection: off}` while Settings lists the study meets what iOS shows first,
/// “Data Is Required For this Study”, and the scenario answers it: `turnOff`, or `cancel`, which
/// keeps collection on. Before, the step turned collection off at once, an alert no scenario saw.
@Suite struct CollectionOffAlertStepTests {
    let runner = ScenarioRunnerTests()
    let messages = ScenarioMessageTests()
    let answered = "  - launch\n  - answer: {default: allow}\n  - settings: {collection: off}\n"

    @Test func theStepMeetsTheAlertAndCancelKeepsCollectionOn() throws {
        let r = try runner.run("study: ../studies/sleep-study\nsteps:\n" + answered
                               + "  - expectScreen: \"Data Is Required For this Study\"\n"
                               + "  - expectScreen: \"Turning off all data will end your contributions to this study.\"\n"
                               + "  - expectStatus: {accelerometer: authorized}\n"
                               + "  - cancel\n  - expectNoScreen: \"Data Is Required\"\n  - expectStatus: {accelerometer: authorized}\n"
                               + "  - settings: {collection: off}\n  - turnOff\n  - expectStatus: {accelerometer: denied}\n")
        #expect(r.passed, Comment(rawValue: r.failure.map { "line \($0.step.line): \($0.expected) / \($0.found)" } ?? ""))
    }

    /// A step after it that expects collection off fails, naming the alert and its answers.
    @Test func leftUnansweredTheNextStepSaysWhatIsOnTop() throws {
        let (expected, found) = try messages.failure("  - answer: {default: allow}\n  - settings: {collection: off}\n  - done\n")
        #expect(expected == "the sheet's review page")
        #expect(found == "“Data Is Required For this Study” in Settings (turnOff or cancel)")
    }

    @Test func turnOffWithoutTheAlertSaysHowToMeetIt() throws {
        let (expected, found) = try messages.failure("  - answer: {default: allow}\n  - turnOff\n")
        #expect(expected == "“Data Is Required For this Study” (settings: {collection: off} shows it)")
        #expect(found == "the phone's home screen (no sheet or alert is up)")
    }
}
