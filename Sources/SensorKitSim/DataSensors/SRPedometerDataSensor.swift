/// Apple's `SRPedometerDataSensor` (iOS 27): step counts and distance, read as `CMPedometerData` (`SRSensor.pedometerData`).
public struct SRPedometerDataSensor: SRDataSensor {
    public typealias Sample = CMPedometerData
    public var _profile: _SRDataSensorProfile<SRPedometerDataSensor>

    public init() { _profile = _SRDataSensorProfile(.pedometerData) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRPedometerDataSensor, rhs: SRPedometerDataSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRPedometerDataSensor {
    public static var pedometerData: SRPedometerDataSensor { SRPedometerDataSensor() }
}
