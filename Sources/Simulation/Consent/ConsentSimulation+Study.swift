import SensorKitSim
import StudyConfig

extension ConsentSimulation {
    /// The simulation of a study folder: its study app, and the participant's text (sensor
    /// descriptions, privacy link) in `language` when the study is localized. A study whose
    /// files have errors (as `consent-sim check` reports them) starts with a notice saying so.
    /// `required` replaces the Required sensors the usage details name (a scenario's override).
    /// `studyErrorCount` is what the review checklist found in `study` when the caller checked
    /// it already (one check for many simulations of it); nil checks it now.
    public convenience init(study: Study, language: String? = nil, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                            speed: Double = 60, required: Set<SRSensor>? = nil, studyErrorCount: Int? = nil) {
        var descriptions: [SRSensor: String] = [:]
        for sensor in study.requestedSensors { descriptions[sensor] = study.sensorDescription(sensor, language: language) }
        let privacy = study.privacyPolicyURL.map { study.localized($0, infoKey: "NSSensorKitPrivacyPolicyURL", language: language) }
        var profile = StudyProfile(study: study, language: language)
        if let required { profile.required = required.intersection(profile.sensors) }
        self.init(profile: profile, options: options,
                  descriptions: descriptions, privacyPolicyURL: privacy, speed: speed, language: language)
        let errors = studyErrorCount ?? ReviewChecklist.check(study).filter { $0.severity == .error }.count
        if errors > 0 { noteStudyErrors(errors) }
    }
}
