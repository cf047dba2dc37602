import Foundation

/// Apple's `SRPhotoplethysmogramAccelerometerSample`: wrist motion during a PPG reading, in g.
///
/// Final, unlike the sample classes a test double stands in for: SensorKit's iOS 17.4 PPG classes
/// make `init` and `new` unavailable, as their ECG siblings' headers declare, so on iOS too no Swift
/// subclass of it can be made (an assumption, FIDELITY.md).
public final class SRPhotoplethysmogramAccelerometerSample: NSObject, Sendable {
    public let nanosecondsSinceStart: Int64
    public let samplingFrequency: Measurement<UnitFrequency>
    public let x: Measurement<UnitAcceleration>
    public let y: Measurement<UnitAcceleration>
    public let z: Measurement<UnitAcceleration>

    init(nanosecondsSinceStart: Int64, samplingFrequency: Measurement<UnitFrequency>,
         x: Measurement<UnitAcceleration>, y: Measurement<UnitAcceleration>, z: Measurement<UnitAcceleration>) {
        self.nanosecondsSinceStart = nanosecondsSinceStart
        self.samplingFrequency = samplingFrequency
        self.x = x
        self.y = y
        self.z = z
    }
}
