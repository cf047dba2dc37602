/// Apple's `SRSleepSessionsSensor` (iOS 27): sleep sessions, read as `SRSleepSession` (`SRSensor.sleepSessions`).
public struct SRSleepSessionsSensor: SRDataSensor {
    public typealias Sample = SRSleepSession
    public var _profile: _SRDataSensorProfile<SRSleepSessionsSensor>

    public init() { _profile = _SRDataSensorProfile(.sleepSessions) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRSleepSessionsSensor, rhs: SRSleepSessionsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRSleepSessionsSensor {
    public static var sleepSessions: SRSleepSessionsSensor { SRSleepSessionsSensor() }
}
