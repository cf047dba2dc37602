/// Apple's `SRMessagesUsageSensor` (iOS 27): reports of Messages use, read as `SRMessagesUsageReport` (`SRSensor.messagesUsageReport`).
///
/// Its static member is `.messagesUsage`, where the older API says `SRSensor.messagesUsageReport`.
public struct SRMessagesUsageSensor: SRDataSensor {
    public typealias Sample = SRMessagesUsageReport
    public var _profile: _SRDataSensorProfile<SRMessagesUsageSensor>

    public init() { _profile = _SRDataSensorProfile(.messagesUsageReport) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRMessagesUsageSensor, rhs: SRMessagesUsageSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRMessagesUsageSensor {
    public static var messagesUsage: SRMessagesUsageSensor { SRMessagesUsageSensor() }
}
