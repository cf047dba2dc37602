/// Apple's `SRAcousticSettingsSensor` (iOS 27): sound and hearing settings, read as `SRAcousticSettings` (`SRSensor.acousticSettings`).
public struct SRAcousticSettingsSensor: SRDataSensor {
    public typealias Sample = SRAcousticSettings
    public var _profile: _SRDataSensorProfile<SRAcousticSettingsSensor>

    public init() { _profile = _SRDataSensorProfile(.acousticSettings) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRAcousticSettingsSensor, rhs: SRAcousticSettingsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRAcousticSettingsSensor {
    public static var acousticSettings: SRAcousticSettingsSensor { SRAcousticSettingsSensor() }
}
