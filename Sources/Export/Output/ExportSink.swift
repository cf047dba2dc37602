import SensorKitSim

/// Where an export's bytes go when it is only measured (its estimate): nowhere, counted per
/// sensor. The shapes write through `AtomicFile` and `Staging` either way, so what is counted is
/// what the same code would have written.
final class ExportSink {
    /// Bytes each sensor's files would hold.
    private(set) var bytesBySensor: [SRSensor: Int] = [:]
    /// Bytes of files that belong to no sensor (`participants.csv`).
    private(set) var otherBytes = 0

    init() {}

    func count(_ bytes: Int, for sensor: SRSensor?) {
        if let sensor { bytesBySensor[sensor, default: 0] += bytes } else { otherBytes += bytes }
    }

    func reset() {
        bytesBySensor = [:]
        otherBytes = 0
    }
}
