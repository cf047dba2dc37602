/// Apple's `SRRotationRateSensor` (iOS 27): gyroscope batches, read as `[CMRecordedRotationRateData]` (`SRSensor.rotationRate`).
public struct SRRotationRateSensor: SRDataSensor {
    public typealias Sample = [CMRecordedRotationRateData]
    public var _profile: _SRDataSensorProfile<SRRotationRateSensor>

    public init() { _profile = _SRDataSensorProfile(.rotationRate) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRRotationRateSensor, rhs: SRRotationRateSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRRotationRateSensor {
    public static var rotationRate: SRRotationRateSensor { SRRotationRateSensor() }
}
