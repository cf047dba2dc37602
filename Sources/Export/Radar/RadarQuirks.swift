/// The documented behaviour of RADAR-base's iOS SensorKit plugin (`radar-sensorkit-cordova`,
/// branch `avro_fixes`), reproduced with `--radar-quirks`. Without it records are what the
/// schemas' documentation says.
public struct RadarQuirks: Equatable, Sendable {
    /// Seconds between kept accelerometer and rotation-rate samples (the plugin's 1000 ms).
    public var motionPeriod = 1.0
    /// Seconds between kept ambient pressure and ambient light samples (the plugin's 6000 ms).
    public var environmentPeriod = 6.0

    public init() {}
}
