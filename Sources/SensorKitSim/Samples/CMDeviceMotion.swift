import Foundation

/// CoreMotion's `CMDeviceMotion`: attitude, rotation and acceleration with gravity separated out.
public class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// Which sensor measured the motion: the device itself or one of the earbuds.
    public enum SensorLocation: Int, Sendable {
        case `default` = 0, headphoneLeft = 1, headphoneRight = 2
    }

    public let attitude: CMAttitude
    /// Radians per second.
    public let rotationRate: CMRotationRate
    /// Gravity in g, in the device's frame.
    public let gravity: CMAcceleration
    /// The acceleration the user gives the device, in g, gravity removed.
    public let userAcceleration: CMAcceleration
    public let magneticField: CMCalibratedMagneticField
    /// Degrees from north, 0 ... 360; negative when no reference frame gives one.
    public let heading: Double
    public let sensorLocation: SensorLocation
    /// The heading's largest error in degrees (iOS 27); negative when invalid.
    public let headingAccuracy: Double

    init(timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
         userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField, heading: Double,
         sensorLocation: SensorLocation, headingAccuracy: Double) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.magneticField = magneticField
        self.heading = heading
        self.sensorLocation = sensorLocation
        self.headingAccuracy = headingAccuracy
        super.init(timestamp: timestamp)
    }
}
