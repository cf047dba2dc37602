/// Apple's `SRKeyboardMetricsSensor` (iOS 27): typing metrics, read as `SRKeyboardMetrics` (`SRSensor.keyboardMetrics`).
public struct SRKeyboardMetricsSensor: SRDataSensor {
    public typealias Sample = SRKeyboardMetrics
    public var _profile: _SRDataSensorProfile<SRKeyboardMetricsSensor>

    public init() { _profile = _SRDataSensorProfile(.keyboardMetrics) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRKeyboardMetricsSensor, rhs: SRKeyboardMetricsSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRKeyboardMetricsSensor {
    public static var keyboardMetrics: SRKeyboardMetricsSensor { SRKeyboardMetricsSensor() }
}
