import SensorKitSim
import StudyConfig

extension ConsentSimulation {
    /// The simulation of a study folder: its study app, and the participant's text (sensor
    /// descriptions, privacy link) in `language` when the study is localized. A study whose
    /// files have errors (as `consent-sim check` reports them) starts with a notice saying so.
    /// `required` replaces the Required sensors the usage details name (a scenario's override).
    /// `studyErrorCount` is what the review checklist found in `study` when the caller checked
    /// it already (one check for many simulations of it); nil checks it now. `filesFingerprint`
    /// likewise (`AppVersion.init(study:…)`).
    public convenience init(study: Study, language: String? = nil, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                            speed: Double = SystemUI.defaultSpeed, required: Set<SRSensor>? = nil, studyErrorCount: Int? = nil,
                            filesFingerprint: String? = nil) {
        self.init(version: AppVersion(study: study, language: language, required: required, studyErrorCount: studyErrorCount,
                                      filesFingerprint: filesFingerprint),
                  language: language, options: options, speed: speed)
    }

    /// The simulation of an app version already read from a study in `language`
    /// (`AppVersion.init(study:…)`): many simulations of one study share one reading.
    public convenience init(version: AppVersion, language: String? = nil, options: SimulatedPhone.Options = SimulatedPhone.Options(),
                            speed: Double = SystemUI.defaultSpeed) {
        self.init(profile: version.profile, options: options, descriptions: version.sensorDescriptions,
                  privacyPolicyURL: version.privacyPolicyURL, speed: speed, language: language)
        installed = version
        if version.studyErrors > 0 { noteStudyErrors(version.studyErrors) }
    }
}
