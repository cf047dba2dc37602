/// Apple's `SRVisitsSensor` (iOS 27): visits to places the phone knows, read as `SRVisit` (`SRSensor.visits`).
public struct SRVisitsSensor: SRDataSensor {
    public typealias Sample = SRVisit
    public var _profile: _SRDataSensorProfile<SRVisitsSensor>

    public init() { _profile = _SRDataSensorProfile(.visits) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRVisitsSensor, rhs: SRVisitsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRVisitsSensor {
    public static var visits: SRVisitsSensor { SRVisitsSensor() }
}
