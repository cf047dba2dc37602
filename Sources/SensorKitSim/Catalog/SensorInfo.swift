/// Where a sensor's samples come from.
package enum SourceDevice: String, Sendable, CaseIterable, CustomStringConvertible {
    case iPhone = "iPhone"
    case appleWatch = "Apple Watch"
    case headphones = "headphones"
    package var description: String { rawValue }
}

/// Whether `SRFetchResult.sample` holds one object or an array of them.
package enum ResultShape: String, Sendable {
    case object, array
}

/// How sure we are of a catalog value (FIDELITY.md uses the same classes).
package enum Certainty: String, Sendable, CustomStringConvertible {
    /// Stated by Apple's documentation or SDK headers.
    case documented
    /// Seen in real apps, third-party libraries or decompiled frameworks, not by Apple.
    case observed
    /// Nobody says; the simulator chose the most plausible value.
    case assumption
    package var description: String { rawValue }
}

/// One row of the sensor catalog: everything the simulator and the review checklist need to
/// know about an `SRSensor`.
package struct SensorInfo: Sendable {
    package let sensor: SRSensor
    /// Apple's Swift name (`ambientLightSensor`).
    package let swiftName: String
    /// What the consent sheet and the dashboard call it.
    package let displayName: String
    /// Apple's sample type (`SRAmbientLightSample`, `CMRecordedAccelerometerData`).
    package let sampleType: String
    package let shape: ResultShape
    /// The iOS version that introduced it.
    package let introduced: String
    package let sourceDevices: [SourceDevice]
    /// Whether the source devices are confirmed or inferred from the sensor's description.
    package let sourceCertainty: Certainty
    /// The value for `com.apple.developer.sensorkit.reader.allow`, if any is known.
    package let entitlementValue: String?
    package let entitlementCertainty: Certainty
    /// Other spellings real apps use for the entitlement (`ECG` for `ecg`).
    package let entitlementAliases: [String]
    /// The `NSSensorKitUsageDetail` key (`SRSensorUsageMotion`), if any is known.
    package let usageDetailKey: String?
    package let usageDetailCertainty: Certainty

    /// Whether the iPhone stores its data: its own, or a headset's, which reaches SensorKit
    /// through the iPhone it is connected to (the results name the headset as `sourceDevice`).
    package var recordsOnIPhone: Bool { sourceDevices.contains(.iPhone) || sourceDevices.contains(.headphones) }
    package var recordsOnWatch: Bool { sourceDevices.contains(.appleWatch) }
    /// The devices whose store holds the sensor's data, the iPhone first.
    package var recordingDevices: [SRDevice.Kind] {
        (recordsOnIPhone ? [.iPhone] : []) + (recordsOnWatch ? [.appleWatch] : [])
    }
    /// A sensor only the Watch records.
    package var isWatchOnly: Bool { sourceDevices == [.appleWatch] }

    /// True when any catalog value for this sensor is not documented by Apple.
    package var hasAssumptions: Bool {
        sourceCertainty != .documented || entitlementCertainty != .documented || usageDetailCertainty != .documented
    }
}
