/// Apple's `SRFaceMetricsSensor` (iOS 27): face expressions while the phone is used, read as `SRFaceMetrics` (`SRSensor.faceMetrics`).
public struct SRFaceMetricsSensor: SRDataSensor {
    public typealias Sample = SRFaceMetrics
    public var _profile: _SRDataSensorProfile<SRFaceMetricsSensor>

    public init() { _profile = _SRDataSensorProfile(.faceMetrics) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRFaceMetricsSensor, rhs: SRFaceMetricsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRFaceMetricsSensor {
    public static var faceMetrics: SRFaceMetricsSensor { SRFaceMetricsSensor() }
}
