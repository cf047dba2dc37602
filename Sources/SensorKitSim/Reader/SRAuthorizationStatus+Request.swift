extension SRAuthorizationStatus {
    /// Asks the person to authorize `sensors` (iOS 27): one sheet for every sensor listed that is
    /// still undecided. It returns once the sheet was answered and every reader heard its new
    /// status; it throws as `SRSensorReader.requestAuthorization(sensors:completion:)` completes
    /// with an error (`promptDeclined` when nothing is left to ask, or the sheet was cancelled).
    ///
    /// Like `SRReader(sensor:)`, it throws `dataInaccessible` on a phone before iOS 27, which has
    /// none of this API (a system-log line says so), and shows no sheet.
    public static func requestAuthorization(for sensors: [any SRDataSensor]) async throws {
        let wanted = sensors.map(\.srSensor)
        if let error = SensorKitDaemon.currentDaemon().readerAPIRefusal("SRAuthorizationStatus.requestAuthorization(for: "
            + (wanted.isEmpty ? "[]" : wanted.map(\.description).joined(separator: ", ")) + ")") {
            throw error
        }
        try await SensorKitDaemon.requestAuthorization(sensors: Set(wanted))
    }
}
