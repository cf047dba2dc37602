/// Apple's `SRAccelerometerSensor` (iOS 27): accelerometer batches, read as `[CMRecordedAccelerometerData]` (`SRSensor.accelerometer`).
public struct SRAccelerometerSensor: SRDataSensor {
    public typealias Sample = [CMRecordedAccelerometerData]
    public var _profile: _SRDataSensorProfile<SRAccelerometerSensor>

    public init() { _profile = _SRDataSensorProfile(.accelerometer) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRAccelerometerSensor, rhs: SRAccelerometerSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRAccelerometerSensor {
    public static var accelerometer: SRAccelerometerSensor { SRAccelerometerSensor() }
}
