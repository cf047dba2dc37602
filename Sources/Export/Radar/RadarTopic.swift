import SensorKitSim

/// One RADAR-base SensorKit topic: its Kafka topic name, its Avro record and the sensor it
/// carries. Field names, order and types are those of RADAR-Schemas'
/// `commons/passive/apple/sensorkit/*.avsc` (Apache-2.0), which the tests compare against.
public struct RadarTopic: Sendable {
    public let topic: String
    public let record: String
    public let sensor: SRSensor
    /// The fields after the common `time`, `timeReceived`, `device`.
    public let specific: [AvroField]

    public static let namespace = "org.radarcns.passive.apple.sensorkit"

    /// Every field, in schema order.
    public var fields: [AvroField] {
        [AvroField("time", .double), AvroField("timeReceived", .double), AvroField("device", .string)] + specific
    }

    /// The record's schema JSON, as the Avro container header carries it (without docs).
    public var schemaJSON: String {
        "{\"type\":\"record\",\"name\":\"\(record)\",\"namespace\":\"\(Self.namespace)\",\"fields\":["
            + fields.map(\.json).joined(separator: ",") + "]}"
    }

    /// RADAR's Kafka key (`org.radarcns.kafka.ObservationKey`), shared by every topic.
    public static let keyFields = [
        AvroField("projectId", .nullable(.string), default: "null"),
        AvroField("userId", .string),
        AvroField("sourceId", .string),
    ]

    /// The topic for `sensor`, or nil when RADAR has no schema for it (heart rate, ECG, ...).
    public static func topic(for sensor: SRSensor) -> RadarTopic? { all.first { $0.sensor == sensor } }
}
