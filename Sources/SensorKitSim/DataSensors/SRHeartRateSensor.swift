/// Apple's `SRHeartRateSensor` (iOS 27): heart rate from the Watch, read as `CMHighFrequencyHeartRateData` (`SRSensor.heartRate`).
public struct SRHeartRateSensor: SRDataSensor {
    public typealias Sample = CMHighFrequencyHeartRateData
    public var _profile: _SRDataSensorProfile<SRHeartRateSensor>

    public init() { _profile = _SRDataSensorProfile(.heartRate) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRHeartRateSensor, rhs: SRHeartRateSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRHeartRateSensor {
    public static var heartRate: SRHeartRateSensor { SRHeartRateSensor() }
}
