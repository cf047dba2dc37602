import SensorKitSim
import Simulation
import StudyConfig

extension ScenarioRunner {
    /// An `expectStatus: {S: notDetermined}` (or `{motion: notDetermined}` for an app that never
    /// queries Motion & Fitness) or `expectRecording: {S: false}` of a sensor no
    /// version of the app the scenario installs asks about (and no `given:` answered) can never
    /// fail: nothing ever asks about S, so it stays undetermined and unrecorded. Such a check is
    /// refused, as every check that checks nothing is, at its line, naming what the app does ask
    /// for; a saved participant (`state:`) may bring any sensor, so it is left alone.
    static func neverAskedProblem(_ s: Scenario, study: Study, updates: [AppVersion]) -> String? {
        guard s.state == nil else { return nil }
        var known = Set(study.requestedSensors).union(study.usageDetails.flatMap(\.sensors)).union(study.entitledSensors ?? [])
        for version in updates { known.formUnion(version.profile.sensors); known.formUnion(version.profile.entitled ?? []) }
        known.formUnion(s.given.authorized)
        known.formUnion(s.given.denied)
        // Motion & Fitness is asked about only by an app that queries it.
        let motionAsked = s.given.motion != nil || s.fitnessTracking != nil || s.app.motion.map { $0 != .never } ?? true
            && (study.usesMotionActivity || updates.contains { $0.profile.usesMotionActivity })
        for step in s.steps {
            let vacuous: SRSensor?
            switch step.kind {
            case .expectStatus(let list):
                if !motionAsked, list.contains(.motion("notDetermined")) {
                    return "\(s.file):\(step.line):\(step.column): expectStatus: motion — no version of the app in this scenario "
                        + "uses Motion & Fitness, so it is never asked about and the check checks nothing"
                }
                vacuous = list.lazy.compactMap { e -> SRSensor? in
                    if case .sensor(let sensor, .notDetermined) = e, !known.contains(sensor) { return sensor }
                    return nil
                }.first
            case .expectRecording(let list):
                vacuous = list.first { !$0.recording && !known.contains($0.sensor) }?.sensor
            default:
                vacuous = nil
            }
            guard let sensor = vacuous else { continue }
            // What any version installed here asks for; an app that asks SensorKit for nothing
            // (ORKCatalog) has no list to name.
            let asked = SensorCatalog.ordered(Set(study.requestedSensors).union(updates.flatMap(\.profile.sensors)))
            let asks = asked.isEmpty ? "it asks SensorKit for no sensor"
                : "it asks for: " + asked.map(\.description).joined(separator: ", ")
            return "\(s.file):\(step.line):\(step.column): \(step.source.prefix { $0 != ":" }): \(sensor) — no version of the app in this "
                + "scenario asks for \(sensor) (\(asks)), so it is never asked about and the check checks nothing"
        }
        return nil
    }
}
