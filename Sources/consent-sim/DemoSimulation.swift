import Simulation
import SensorKitSim
import StudyConfig

/// Builds the simulation the interactive demo and `bench` run: the study app a study folder
/// describes, with the participant's text in the chosen localization.
enum DemoSimulation {
    static func make(study: Study?, language: String? = nil, options: SimulatedPhone.Options = .init(),
                     speed: Double = 60) -> ConsentSimulation {
        guard let study else { return ConsentSimulation(profile: .sleepStudy, options: options, speed: speed) }
        var descriptions: [SRSensor: String] = [:]
        for entry in study.sheet(language: language) { descriptions[entry.sensor] = entry.description }
        let privacy = study.privacyPolicyURL.map { study.localized($0, infoKey: "NSSensorKitPrivacyPolicyURL", language: language) }
        return ConsentSimulation(profile: StudyProfile(study: study, language: language), options: options,
                                 descriptions: descriptions, privacyPolicyURL: privacy, speed: speed)
    }
}
