import Foundation

/// Apple's `SRPhotoplethysmogramAccelerometerSample`: wrist motion during a PPG reading, in g.
public struct SRPhotoplethysmogramAccelerometerSample: Sendable, Equatable {
    public let nanosecondsSinceStart: Int64
    public let samplingFrequency: Measurement<UnitFrequency>
    public let x: Measurement<UnitAcceleration>
    public let y: Measurement<UnitAcceleration>
    public let z: Measurement<UnitAcceleration>
}
