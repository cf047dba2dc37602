/// Apple's `SROnWristStateSensor` (iOS 27): whether the Watch is worn, read as `SRWristDetection` (`SRSensor.onWristState`).
public struct SROnWristStateSensor: SRDataSensor {
    public typealias Sample = SRWristDetection
    public var _profile: _SRDataSensorProfile<SROnWristStateSensor>

    public init() { _profile = _SRDataSensorProfile(.onWristState) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SROnWristStateSensor, rhs: SROnWristStateSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SROnWristStateSensor {
    public static var onWristState: SROnWristStateSensor { SROnWristStateSensor() }
}
