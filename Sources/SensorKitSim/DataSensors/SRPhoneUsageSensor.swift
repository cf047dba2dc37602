/// Apple's `SRPhoneUsageSensor` (iOS 27): reports of phone calls, read as `SRPhoneUsageReport` (`SRSensor.phoneUsageReport`).
///
/// Its static member is `.phoneUsage`, where the older API says `SRSensor.phoneUsageReport`.
public struct SRPhoneUsageSensor: SRDataSensor {
    public typealias Sample = SRPhoneUsageReport
    public var _profile: _SRDataSensorProfile<SRPhoneUsageSensor>

    public init() { _profile = _SRDataSensorProfile(.phoneUsageReport) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRPhoneUsageSensor, rhs: SRPhoneUsageSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRPhoneUsageSensor {
    public static var phoneUsage: SRPhoneUsageSensor { SRPhoneUsageSensor() }
}
