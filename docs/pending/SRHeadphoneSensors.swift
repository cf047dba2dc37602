// NOT IN THE BUILD YET. For the lead, after merging branches `reader` and `sdk`:
// 1. Move this file to Sources/SensorKitSim/DataSensors/ (the two structs need `sdk`'s
//    `SRHeadphoneSettings` and `CMRecordedDeviceMotion`, and its `SRSensor.headphoneMotion` raw value).
// 2. In Sources/SensorKitSim/Reader/SRFetchResponse.swift add the stored `source: SRSourceDevice?`,
//    an `init(sample:timestamp:sourceDevice:)` parameter defaulting to nil, and
//        /// The peripheral that supplied the data (a headset); nil when there is no source information.
//        public var sourceDevice: SRSourceDevice? { source }
//    then pass the headset's SRSourceDevice where FetchStream builds a response for these two sensors.
// 3. Re-record PublicAPITests (RECORD_API=1 swift test --filter PublicAPITests).

/// Apple's `SRHeadphoneMotionSensor` (iOS 27): motion of connected headphones, read as
/// `[CMRecordedDeviceMotion]` (`SRSensor.headphoneMotion`).
public struct SRHeadphoneMotionSensor: SRDataSensor {
    public typealias Sample = [CMRecordedDeviceMotion]
    public var _profile: _SRDataSensorProfile<SRHeadphoneMotionSensor>

    public init() { _profile = _SRDataSensorProfile(.headphoneMotion) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRHeadphoneMotionSensor, rhs: SRHeadphoneMotionSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRHeadphoneMotionSensor {
    public static var headphoneMotion: SRHeadphoneMotionSensor { SRHeadphoneMotionSensor() }
}

/// Apple's `SRHeadphoneSettingsSensor` (iOS 27): settings of connected headphones, read as
/// `SRHeadphoneSettings` (`SRSensor.headphoneSettings`).
public struct SRHeadphoneSettingsSensor: SRDataSensor {
    public typealias Sample = SRHeadphoneSettings
    public var _profile: _SRDataSensorProfile<SRHeadphoneSettingsSensor>

    public init() { _profile = _SRDataSensorProfile(.headphoneSettings) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRHeadphoneSettingsSensor, rhs: SRHeadphoneSettingsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRHeadphoneSettingsSensor {
    public static var headphoneSettings: SRHeadphoneSettingsSensor { SRHeadphoneSettingsSensor() }
}
