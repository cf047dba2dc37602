/// Apple's `SRPhotoplethysmogramSensor` (iOS 27): PPG readings, read as `[SRPhotoplethysmogramSample]` (`SRSensor.photoplethysmogram`).
public struct SRPhotoplethysmogramSensor: SRDataSensor {
    public typealias Sample = [SRPhotoplethysmogramSample]
    public var _profile: _SRDataSensorProfile<SRPhotoplethysmogramSensor>

    public init() { _profile = _SRDataSensorProfile(.photoplethysmogram) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRPhotoplethysmogramSensor, rhs: SRPhotoplethysmogramSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRPhotoplethysmogramSensor {
    public static var photoplethysmogram: SRPhotoplethysmogramSensor { SRPhotoplethysmogramSensor() }
}
