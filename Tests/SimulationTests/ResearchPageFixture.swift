@testable import Simulation

extension ConsentSimulation {
    /// The sleep study answered (every sensor allowed), Settings open on Research Sensor & Usage
    /// Data: where the collection switch is.
    static func sleepStudyOnResearchPage(language: String? = nil) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy, language: language)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenResearch))
        return sim
    }
}
