import SensorKitSim

/// How long a sensor's data is held back from the study app and how far back the app can read
/// it, as the simulation applies them (`SensorKitConfig`), and whether the field says otherwise.
struct SensorRetention: Equatable {
    let held: String
    let lookBack: String
    /// True where the simulation's values are its assumption against what third parties observed.
    let isAssumption: Bool
    /// What was observed instead, for the table's note; nil where nothing differs.
    let observed: String?
}

extension SensorDataTable {
    /// One sensor's holding period and look-back: the simulation's (`SensorKitConfig`'s
    /// defaults), with face metrics marked, for which SpeziSensorKit waits 7 days and iOS's
    /// Settings says data is kept 14 days (sensorkit-facts §3 6–7, §9).
    static func retention(of sensor: SRSensor) -> SensorRetention {
        let config = SensorKitConfig()
        let held = SamplingRate.seconds(config.holdingPeriod(for: sensor)).replacingOccurrences(of: " h", with: " hours")
        let days = SamplingRate.n(config.lookBack / 86_400)
        let observed: String? = sensor.parentSensor == .faceMetrics
            ? "Face metrics: this simulator holds and keeps them as every other sensor, its assumption. SpeziSensorKit waits 7 days "
                + "before reading face metrics and iOS’s Settings says they are kept 14 days, so on a real iPhone the study app may "
                + "read them only from about 7 to 14 days after they are recorded."
            : nil
        return SensorRetention(held: held, lookBack: "\(days) days", isAssumption: observed != nil, observed: observed)
    }

    /// Whether the catalog's devices for `sensor` are our assumption (odometer, acoustic settings,
    /// sleep sessions: Apple names no device), so the Device column marks them.
    static func devicesAreAssumption(_ sensor: SRSensor) -> Bool {
        SensorCatalog.info(for: sensor)?.sourceCertainty == .assumption
    }
}
