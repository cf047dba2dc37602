import Testing
import Simulation
import SensorKitSim
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
}
