import Foundation

/// CoreMotion's acceleration in g (9.81 m/s²), device frame.
public struct CMAcceleration: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// CoreMotion's rotation rate in radians per second, device frame.
public struct CMRotationRate: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// One accelerometer sample in a SensorKit `accelerometer` result (an array of these).
///
/// On iOS this is an `NSObject` subclass; here it is a value, so a week of 50 Hz data can be
/// streamed without one allocation per sample. Names and units are Apple's.
public struct CMRecordedAccelerometerData: Sendable, Equatable {
    public let identifier: UInt64
    public let startDate: Date
    /// Seconds since boot, as `CMLogItem.timestamp`.
    public let timestamp: TimeInterval
    public let acceleration: CMAcceleration
}

/// One rotation-rate sample in a SensorKit `rotationRate` result.
public struct CMRecordedRotationRateData: Sendable, Equatable {
    public let identifier: UInt64
    public let startDate: Date
    public let timestamp: TimeInterval
    public let rotationRate: CMRotationRate
}
