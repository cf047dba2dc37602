/// Statuses given before the phone's story starts: a participant who answered an earlier
/// version, or one resumed from a saved state.
extension SensorKitDaemon {
    /// Sets a stored status as if the participant had answered it before now. No reader exists
    /// yet to hear it and nothing is announced: it is where the phone starts, not a change.
    package func restoreStatus(_ status: SRAuthorizationStatus, for sensor: SRSensor) {
        statuses[sensor.parentSensor] = status
    }
}
