import Testing
import Simulation
@testable import SensorKitSim
import CoreMotionSim

/// A simulated phone frees its daemons when it goes: a cohort export runs thousands of phones.
struct SimulatedPhoneLifetimeTests {
    @Test func thePhonesDaemonsAreFreedWithIt() {
        weak var sensorKit: SensorKitDaemon?
        weak var motion: MotionDaemon?
        let prompter = AutoPrompter(allow: true)
        do {
            let phone = SimulatedPhone(profile: .sleepStudy)
            phone.sensorKit.prompter = prompter
            phone.launch()
            phone.runtime.advance(by: 2 * 86_400)
            sensorKit = phone.sensorKit
            motion = phone.motion
            #expect(sensorKit != nil)
        }
        #expect(sensorKit == nil)
        #expect(motion == nil)
    }

    /// Holds the sheet open, as a participant who never answers.
    final class OpenSheet: SensorKitPrompter {
        var prompts: [AuthorizationPrompt] = []
        func present(_ prompt: AuthorizationPrompt) { prompts.append(prompt) }
    }

    /// The SRReader app's launch task waits for the sheet's answer; a phone freed meanwhile
    /// still frees its daemons, on either API.
    @Test(arguments: [StudyAppAPI.reader, .delegate])
    func aPhoneFreedWithTheSheetOpenFreesItsDaemons(api: StudyAppAPI) {
        weak var sensorKit: SensorKitDaemon?
        let prompter = OpenSheet()
        do {
            var options = SimulatedPhone.Options()
            options.behavior.api = api
            let phone = SimulatedPhone(profile: .sleepStudy, options: options)
            phone.sensorKit.prompter = prompter
            phone.launch()
            phone.runtime.advance(by: 3600)
            #expect(prompter.prompts.count == 1)
            sensorKit = phone.sensorKit
        }
        #expect(sensorKit == nil)
    }
}
