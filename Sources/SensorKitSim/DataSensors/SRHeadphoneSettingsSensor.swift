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
