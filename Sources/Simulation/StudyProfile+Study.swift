import Foundation
import SensorKitSim
import StudyConfig

extension StudyProfile {
    /// The study app a study folder describes: its name, the sensors its usage details request
    /// (narrowed to the entitled ones), which are Required, its entitlement, and its Motion use.
    public init(study: Study, language: String? = nil) {
        let requested = study.requestedSensors
        let required = Set(requested.filter(study.isRequired))
        self.init(appName: study.appName(language: language),
                  bundleIdentifier: study.bundleIdentifier,
                  purpose: study.usageDescription.map { study.localized($0, infoKey: "NSSensorKitUsageDescription", language: language) } ?? "",
                  sensors: requested,
                  required: required,
                  entitled: study.entitledSensors,
                  motionUsageDescription: study.motionAlert(language: language)?.message ?? study.motionUsageDescription,
                  usesMotionActivity: study.usesMotionActivity)
        let app = study.sensorKitApp
        hasUsageDetail = app.hasUsageDetail
        describedSensors = app.describedSensors
        sensorKitLink = study.sensorKitLink
    }
}
