/// Apple's `SRSiriSpeechMetricsSensor` (iOS 27): speech metrics of Siri requests, read as `SRSpeechMetrics` (`SRSensor.siriSpeechMetrics`).
public struct SRSiriSpeechMetricsSensor: SRDataSensor {
    public typealias Sample = SRSpeechMetrics
    public var _profile: _SRDataSensorProfile<SRSiriSpeechMetricsSensor>

    public init() { _profile = _SRDataSensorProfile(.siriSpeechMetrics) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRSiriSpeechMetricsSensor, rhs: SRSiriSpeechMetricsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRSiriSpeechMetricsSensor {
    public static var siriSpeechMetrics: SRSiriSpeechMetricsSensor { SRSiriSpeechMetricsSensor() }
}
