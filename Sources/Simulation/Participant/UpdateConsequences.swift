import SensorKitSim

/// What installing one version of an app over another means for its participant, in the
/// catalog's order: the one rule an `update:` step, a participant resumed on other files and
/// `SRTestSession.loadState(from:)` share.
package struct UpdateConsequences: Equatable, Sendable {
    /// Sensors the new version no longer asks for (their answers and data stay).
    package var noLongerRequested: [SRSensor]
    /// Sensors the old version was entitled to and the new one is not: SensorKit checks the
    /// entitlement on every call, so their stake goes (FIDELITY.md); their data stays.
    package var noLongerEntitled: [SRSensor]
    /// Sensors the new version marks Required that the participant had denied: iOS does not ask again.
    package var deniedNowRequired: [SRSensor]

    package init(from old: StudyProfile, to new: StudyProfile, status: (SRSensor) -> SRAuthorizationStatus) {
        noLongerRequested = SensorCatalog.ordered(old.sensors.filter { !new.sensors.contains($0) })
        noLongerEntitled = SensorCatalog.ordered((old.entitled ?? []).filter { !(new.entitled?.contains($0) ?? false) })
        deniedNowRequired = SensorCatalog.ordered(new.required.filter { !old.required.contains($0) && status($0) == .denied })
    }
}
