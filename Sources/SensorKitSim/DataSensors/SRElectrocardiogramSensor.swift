/// Apple's `SRElectrocardiogramSensor` (iOS 27): ECG recordings, read as `[SRElectrocardiogramSample]` (`SRSensor.electrocardiogram`).
public struct SRElectrocardiogramSensor: SRDataSensor {
    public typealias Sample = [SRElectrocardiogramSample]
    public var _profile: _SRDataSensorProfile<SRElectrocardiogramSensor>

    public init() { _profile = _SRDataSensorProfile(.electrocardiogram) }

    // Every instance is the same sensor: equal, with one hash.
    public static func == (lhs: SRElectrocardiogramSensor, rhs: SRElectrocardiogramSensor) -> Bool { true }
    public func hash(into hasher: inout Hasher) { hasher.combine(_profile.sensor) }
}

extension SRDataSensor where Self == SRElectrocardiogramSensor {
    public static var electrocardiogram: SRElectrocardiogramSensor { SRElectrocardiogramSensor() }
}
