import Simulation
import StudyConfig

/// Builds the simulation the interactive demo and `bench` run: the study app a study folder
/// describes, with the participant's text in the chosen localization.
enum DemoSimulation {
    static func make(study: Study?, language: String? = nil, options: SimulatedPhone.Options = .init(),
                     speed: Double = 60) -> ConsentSimulation {
        guard let study else { return ConsentSimulation(profile: .sleepStudy, options: options, speed: speed) }
        return ConsentSimulation(study: study, language: language, options: options, speed: speed)
    }
}
