/// Apple's `SRTelephonySpeechMetricsSensor` (iOS 27): speech metrics of phone calls, read as `SRSpeechMetrics` (`SRSensor.telephonySpeechMetrics`).
public struct SRTelephonySpeechMetricsSensor: SRDataSensor {
    public typealias Sample = SRSpeechMetrics
    public var _profile: _SRDataSensorProfile<SRTelephonySpeechMetricsSensor>

    public init() { _profile = _SRDataSensorProfile(.telephonySpeechMetrics) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRTelephonySpeechMetricsSensor, rhs: SRTelephonySpeechMetricsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRTelephonySpeechMetricsSensor {
    public static var telephonySpeechMetrics: SRTelephonySpeechMetricsSensor { SRTelephonySpeechMetricsSensor() }
}
