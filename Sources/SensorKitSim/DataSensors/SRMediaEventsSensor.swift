/// Apple's `SRMediaEventsSensor` (iOS 27): media shown in messaging apps, read as `SRMediaEvent` (`SRSensor.mediaEvents`).
public struct SRMediaEventsSensor: SRDataSensor {
    public typealias Sample = SRMediaEvent
    public var _profile: _SRDataSensorProfile<SRMediaEventsSensor>

    public init() { _profile = _SRDataSensorProfile(.mediaEvents) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRMediaEventsSensor, rhs: SRMediaEventsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRMediaEventsSensor {
    public static var mediaEvents: SRMediaEventsSensor { SRMediaEventsSensor() }
}
