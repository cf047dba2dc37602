/// Apple's `SRWristTemperatureSensor` (iOS 27): wrist temperature while asleep, read as `SRWristTemperatureSession` (`SRSensor.wristTemperature`).
public struct SRWristTemperatureSensor: SRDataSensor {
    public typealias Sample = SRWristTemperatureSession
    public var _profile: _SRDataSensorProfile<SRWristTemperatureSensor>

    public init() { _profile = _SRDataSensorProfile(.wristTemperature) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRWristTemperatureSensor, rhs: SRWristTemperatureSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRWristTemperatureSensor {
    public static var wristTemperature: SRWristTemperatureSensor { SRWristTemperatureSensor() }
}
