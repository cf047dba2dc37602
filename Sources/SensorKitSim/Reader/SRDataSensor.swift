/// Apple's `SRDataSensor` (iOS 27): a typed sensor whose `Sample` fixes what an `SRReader`
/// of it returns (`SRAccelerometerSensor.Sample` is `[CMRecordedAccelerometerData]`).
///
/// Only SensorKit's own sensors conform: the `_profile` requirement's type has no public
/// initializer, so an app cannot make up a sensor of its own, as on iOS.
public protocol SRDataSensor: Hashable, Sendable {
    associatedtype Sample
    var _profile: _SRDataSensorProfile<Self> { get }
}

/// What SensorKit knows of a typed sensor; Apple's underscored, initializer-less struct.
public struct _SRDataSensorProfile<Sensor: SRDataSensor>: Sendable {
    /// The stream the typed sensor stands for: every rule of the daemon is keyed by it.
    package let sensor: SRSensor

    package init(_ sensor: SRSensor) { self.sensor = sensor }
}

extension SRDataSensor {
    /// The `SRSensor` this typed sensor stands for (no public conversion exists on iOS).
    package var srSensor: SRSensor { _profile.sensor }
}
