/// Apple's `SRAmbientPressureSensor` (iOS 27): barometer batches, read as `[CMRecordedPressureData]` (`SRSensor.ambientPressure`).
public struct SRAmbientPressureSensor: SRDataSensor {
    public typealias Sample = [CMRecordedPressureData]
    public var _profile: _SRDataSensorProfile<SRAmbientPressureSensor>

    public init() { _profile = _SRDataSensorProfile(.ambientPressure) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRAmbientPressureSensor, rhs: SRAmbientPressureSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRAmbientPressureSensor {
    public static var ambientPressure: SRAmbientPressureSensor { SRAmbientPressureSensor() }
}
