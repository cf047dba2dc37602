import SensorKitSim

/// Why a sensor has no page on the sheet, for a step that names it: the sheet's own decider
/// run over the phone as it is now.
extension ConsentSimulation {
    /// Why the study app's request leaves `sensor` off the sheet on this phone now, as
    /// `SheetDecision` (the one decider the sheet itself comes from) says; nil when the sensor
    /// would have a page or the app does not request it.
    package func whyNotAsked(_ sensor: SRSensor) -> SheetDecision.NotAsked? {
        let sensorKit = phone.sensorKit
        let decision = SheetDecision.decide(requested: Set(content.profile.sensors), app: sensorKit.app,
                                            config: sensorKit.config, os: sensorKit.osVersion) { sensorKit.status(of: $0) }
        return decision.notAsked.first { $0.sensor == sensor.parentSensor }?.reason
    }

    /// The sensor pages the study app's request shows on this phone now, in the sheet's order,
    /// as `SheetDecision` says (empty when no sheet appears): a sensor the phone's iOS lacks,
    /// or one not entitled or described, has none and is never answered.
    package var sheetPages: [SRSensor] {
        let sensorKit = phone.sensorKit
        let decision = SheetDecision.decide(requested: Set(content.profile.sensors), app: sensorKit.app,
                                            config: sensorKit.config, os: sensorKit.osVersion) { sensorKit.status(of: $0) }
        return decision.showsSheet ? decision.pages : []
    }
}
