/// Apple's `SRAmbientLightSensor` (iOS 27): the ambient light sensor's readings, read as `SRAmbientLightSample` (`SRSensor.ambientLightSensor`).
///
/// Its static member is `.ambientLight`, where the older API says `SRSensor.ambientLightSensor`.
public struct SRAmbientLightSensor: SRDataSensor {
    public typealias Sample = SRAmbientLightSample
    public var _profile: _SRDataSensorProfile<SRAmbientLightSensor>

    public init() { _profile = _SRDataSensorProfile(.ambientLightSensor) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRAmbientLightSensor, rhs: SRAmbientLightSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRAmbientLightSensor {
    public static var ambientLight: SRAmbientLightSensor { SRAmbientLightSensor() }
}
