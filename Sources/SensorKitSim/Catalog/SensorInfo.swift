/// Where a sensor's samples come from.
public enum SourceDevice: String, Sendable, CaseIterable, CustomStringConvertible {
    case iPhone = "iPhone"
    case appleWatch = "Apple Watch"
    case headphones = "headphones"
    public var description: String { rawValue }
}

/// Whether `SRFetchResult.sample` holds one object or an array of them.
public enum ResultShape: String, Sendable {
    case object, array
}

/// How sure we are of a catalog value (FIDELITY.md uses the same classes).
public enum Certainty: String, Sendable, CustomStringConvertible {
    /// Stated by Apple's documentation or SDK headers.
    case documented
    /// Seen in real apps, third-party libraries or decompiled frameworks, not by Apple.
    case observed
    /// Nobody says; the simulator chose the most plausible value.
    case assumption
    public var description: String { rawValue }
}

/// One row of the sensor catalog: everything the simulator and the review checklist need to
/// know about an `SRSensor`.
public struct SensorInfo: Sendable {
    public let sensor: SRSensor
    /// Apple's Swift name (`ambientLightSensor`).
    public let swiftName: String
    /// What the consent sheet and the dashboard call it.
    public let displayName: String
    /// Apple's sample type (`SRAmbientLightSample`, `CMRecordedAccelerometerData`).
    public let sampleType: String
    public let shape: ResultShape
    /// The iOS version that introduced it.
    public let introduced: String
    public let sourceDevices: [SourceDevice]
    /// Whether the source devices are confirmed or inferred from the sensor's description.
    public let sourceCertainty: Certainty
    /// The value for `com.apple.developer.sensorkit.reader.allow`, if any is known.
    public let entitlementValue: String?
    public let entitlementCertainty: Certainty
    /// Other spellings real apps use for the entitlement (`ECG` for `ecg`).
    public let entitlementAliases: [String]
    /// The `NSSensorKitUsageDetail` key (`SRSensorUsageMotion`), if any is known.
    public let usageDetailKey: String?
    public let usageDetailCertainty: Certainty

    public var recordsOnIPhone: Bool { sourceDevices.contains(.iPhone) }
    public var recordsOnWatch: Bool { sourceDevices.contains(.appleWatch) }
    /// A sensor only the Watch records.
    public var isWatchOnly: Bool { sourceDevices == [.appleWatch] }

    /// True when any catalog value for this sensor is not documented by Apple.
    public var hasAssumptions: Bool {
        sourceCertainty != .documented || entitlementCertainty != .documented || usageDetailCertainty != .documented
    }
}
