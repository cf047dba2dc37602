import SensorKitSim
import Simulation

/// The shapes `export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case radarCSV = "radar-csv"
    case radarAvro = "radar-avro"
    case radarJSON = "radar-json"
    case myHeartCounts = "mhc"
    case lamp
}

extension ExportFormat {
    /// Whether the shape is one of RADAR's: it writes a `projectId` folder (the study's bundle
    /// identifier by default), and `--radar-quirks` applies to it.
    public var isRADAR: Bool { [.radarCSV, .radarAvro, .radarJSON].contains(self) }

    /// Whether this shape has a place for `sensor`'s data.
    public func carries(_ sensor: SRSensor) -> Bool {
        switch self {
        case .radarCSV, .radarAvro, .radarJSON: RadarTopic.topic(for: sensor) != nil
        case .myHeartCounts: MyHeartCountsShape.tableSensors.contains(sensor) || MyHeartCountsShape.observationSensors.contains(sensor)
            || sensor == .wristTemperature
        case .lamp: LampEvent.name(sensor) != nil
        }
    }

    /// A note for each sensor the study requests that this shape has no place for.
    func notes(for sensors: [SRSensor]) -> [String] {
        sensors.filter { !carries($0) }.map {
            "\($0.description): skipped, \(rawValue) has no shape for it"
                + (self == .lamp ? "" : self == .myHeartCounts ? " (My Heart Counts does not upload it)" : " (RADAR-Schemas has no topic for it)")
        }
    }
}
