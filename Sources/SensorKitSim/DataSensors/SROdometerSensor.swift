/// Apple's `SROdometerSensor` (iOS 27): distance and speed, read as `CMOdometerData` (`SRSensor.odometer`).
public struct SROdometerSensor: SRDataSensor {
    public typealias Sample = CMOdometerData
    public var _profile: _SRDataSensorProfile<SROdometerSensor>

    public init() { _profile = _SRDataSensorProfile(.odometer) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SROdometerSensor, rhs: SROdometerSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SROdometerSensor {
    public static var odometer: SROdometerSensor { SROdometerSensor() }
}
