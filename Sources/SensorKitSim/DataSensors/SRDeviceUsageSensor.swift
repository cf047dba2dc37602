/// Apple's `SRDeviceUsageSensor` (iOS 27): reports of how the phone was used, read as `SRDeviceUsageReport` (`SRSensor.deviceUsageReport`).
///
/// Its static member is `.deviceUsage`, where the older API says `SRSensor.deviceUsageReport`.
public struct SRDeviceUsageSensor: SRDataSensor {
    public typealias Sample = SRDeviceUsageReport
    public var _profile: _SRDataSensorProfile<SRDeviceUsageSensor>

    public init() { _profile = _SRDataSensorProfile(.deviceUsageReport) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRDeviceUsageSensor, rhs: SRDeviceUsageSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRDeviceUsageSensor {
    public static var deviceUsage: SRDeviceUsageSensor { SRDeviceUsageSensor() }
}
