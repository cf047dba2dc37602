import Foundation
import Testing
@testable import Scenarios

/// `expectStatus` of a sensor no sheet can ask about failed with a bare "is notDetermined",
/// which reads as if the participant had not answered yet; the failure now says why it was
/// never asked.
@Suite struct NeverAskedStatusTests {
    func run(_ yaml: String) throws -> ScenarioResult {
        let s = try ScenarioParser.parse(Data(yaml.utf8), file: "qa.yaml", folder: ScenarioRunnerTests.flows)
        return ScenarioRunner(s).run()
    }

    @Test func aSensorTheStudyDoesNotRequestSaysSo() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - answer: {default: allow}\n  - expectStatus: {visits: authorized}\n")
        #expect(r.failure?.found == "visits is notDetermined (this study does not request visits; it requests: "
            + "ambientLightSensor, accelerometer, onWristState, wristTemperature)")
    }

    @Test func aSensorThisIOSLacksSaysSo() throws {
        let r = try run("study: ../studies/sleep-study\nios: \"16.4\"\nsteps:\n  - launch\n  - answer: {default: allow}\n"
                        + "  - expectStatus: {wristTemperature: authorized}\n")
        #expect(r.failure?.found == "wristTemperature is notDetermined (no sheet asks about it: iOS 16.4 does not have it "
            + "(it arrived in iOS 17.0), so SensorKit ignores it)")
    }

    @Test func expectRecordingOfOneSaysSoToo() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - answer: {default: allow}\n  - expectRecording: {visits: true}\n")
        #expect(r.failure?.found == "it is not recording (status notDetermined: this study does not request visits; it requests: "
            + "ambientLightSensor, accelerometer, onWristState, wristTemperature)")
    }

    @Test func aSensorNotYetAnsweredAddsNothing() throws {
        let r = try run("study: ../studies/sleep-study\nsteps:\n  - launch\n  - expectStatus: {accelerometer: authorized}\n")
        #expect(r.failure?.found == "accelerometer is notDetermined")
    }
}
