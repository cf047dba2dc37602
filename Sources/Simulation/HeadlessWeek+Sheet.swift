import SensorKitSim

extension HeadlessWeek.Options {
    /// The sensors the study app's first sheet shows, in the sheet's order: what `SheetDecision`
    /// (the phone's one decider) answers for the study's request on this phone before anything
    /// is answered. Empty when no sheet appears (an iPad, no entitlement, no usage detail). A sensor left
    /// out (this iOS lacks it, it is not entitled or described) is never answered.
    package var sheetSensors: [SRSensor] {
        // An iPad has no SensorKit: its app never sees a sheet.
        guard phone.device.hasSensorKit else { return [] }
        let decision = SheetDecision.decide(requested: Set(profile.sensors), app: profile.sensorKitApp,
                                            config: phone.sensorKit, os: phone.osVersion) { _ in .notDetermined }
        return decision.showsSheet ? decision.pages : []
    }
}
