/// Apple's `SRHeadphoneMotionSensor` (iOS 27): motion of connected headphones, read as
/// `[CMRecordedDeviceMotion]` (`SRSensor.headphoneMotion`).
public struct SRHeadphoneMotionSensor: SRDataSensor {
    public typealias Sample = [CMRecordedDeviceMotion]
    public var _profile: _SRDataSensorProfile<SRHeadphoneMotionSensor>

    public init() { _profile = _SRDataSensorProfile(.headphoneMotion) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRHeadphoneMotionSensor, rhs: SRHeadphoneMotionSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRHeadphoneMotionSensor {
    public static var headphoneMotion: SRHeadphoneMotionSensor { SRHeadphoneMotionSensor() }
}
