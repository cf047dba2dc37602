import SensorKitSim
import Simulation

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
        let observed: String? = sensor.parentSensor == .faceMetrics
            ? "Face metrics: this simulator holds and keeps them as every other sensor, its assumption. SpeziSensorKit waits 7 days "
                + "before reading face metrics and iOS’s Settings says they are kept 14 days, so on a real iPhone the study app "
                + "possibly reads them only from about 7 to 14 days after they are recorded."
            : nil
        return SensorRetention(held: hours(config.holdingPeriod(for: sensor)), lookBack: days(config.lookBack),
                               isAssumption: observed != nil, observed: observed)
    }

    /// `24 hours`, `1 hour`: a holding period in whole hours (SensorKit's are).
    static func hours(_ seconds: Double) -> String { Plural.of(Int((seconds / 3600).rounded()), "hour") }

    /// `7 days`: a look-back in whole days.
    static func days(_ seconds: Double) -> String { Plural.of(Int((seconds / 86_400).rounded()), "day") }
}
