extension SRAuthorizationStatus {
    /// Asks the person to authorize `sensors` (iOS 27): one sheet for every sensor listed that is
    /// still undecided. It returns once the sheet was answered and every reader heard its new
    /// status; it throws as `SRSensorReader.requestAuthorization(sensors:completion:)` completes
    /// with an error (`promptDeclined` when nothing is left to ask, or the sheet was cancelled).
    public static func requestAuthorization(for sensors: [any SRDataSensor]) async throws {
        try await SensorKitDaemon.requestAuthorization(sensors: Set(sensors.map(\.srSensor)))
    }
}
