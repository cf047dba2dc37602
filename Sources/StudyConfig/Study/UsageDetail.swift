import SensorKitSim

/// One entry of `NSSensorKitUsageDetail`, as written (it may be malformed: checks report that).
public struct UsageDetail: Sendable, Equatable {
    /// The key as written, e.g. `SRSensorUsageMotion`.
    public let key: String
    /// The sensors the key covers (two for Motion, none for an unknown key).
    public let sensors: [SRSensor]
    /// The `Description` as written (prose, or a lookup key into the strings files).
    public let description: String?
    /// `Required`, when it is a Boolean.
    public let required: Bool
    /// Line of the entry's key in Info.plist.
    public let line: Int?
    /// The entry's node, for checks that look at its shape.
    public let node: PlistNode

    public var isKnownKey: Bool { !sensors.isEmpty }
}
