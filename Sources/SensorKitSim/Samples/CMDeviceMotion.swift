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

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        let q = attitude.quaternion, f = magneticField.field
        coder.encode(q.w, forKey: "attitude.w")
        coder.encodeAxes(q.x, q.y, q.z, forKey: "attitude")
        coder.encodeAxes(rotationRate.x, rotationRate.y, rotationRate.z, forKey: "rotationRate")
        coder.encodeAxes(gravity.x, gravity.y, gravity.z, forKey: "gravity")
        coder.encodeAxes(userAcceleration.x, userAcceleration.y, userAcceleration.z, forKey: "userAcceleration")
        coder.encodeAxes(f.x, f.y, f.z, forKey: "magneticField")
        coder.encodeRaw(magneticField.accuracy, forKey: "magneticField.accuracy")
        coder.encode(heading, forKey: "heading")
        coder.encodeRaw(sensorLocation, forKey: "sensorLocation")
        coder.encode(headingAccuracy, forKey: "headingAccuracy")
    }

    public required init?(coder: NSCoder) {
        guard let w = coder.decodeNumber(forKey: "attitude.w"), let q = coder.decodeAxes(forKey: "attitude"),
              let r = coder.decodeAxes(forKey: "rotationRate"), let g = coder.decodeAxes(forKey: "gravity"),
              let u = coder.decodeAxes(forKey: "userAcceleration"), let f = coder.decodeAxes(forKey: "magneticField"),
              let accuracy = coder.decodeRaw(CMMagneticFieldCalibrationAccuracy.self, forKey: "magneticField.accuracy"),
              let heading = coder.decodeNumber(forKey: "heading"),
              let location = coder.decodeRaw(SensorLocation.self, forKey: "sensorLocation"),
              let headingAccuracy = coder.decodeNumber(forKey: "headingAccuracy") else { return nil }
        attitude = CMAttitude(quaternion: CMQuaternion(x: q.x, y: q.y, z: q.z, w: w))
        rotationRate = CMRotationRate(x: r.x, y: r.y, z: r.z)
        gravity = CMAcceleration(x: g.x, y: g.y, z: g.z)
        userAcceleration = CMAcceleration(x: u.x, y: u.y, z: u.z)
        magneticField = CMCalibratedMagneticField(field: CMMagneticField(x: f.x, y: f.y, z: f.z), accuracy: accuracy)
        self.heading = heading
        sensorLocation = location
        self.headingAccuracy = headingAccuracy
        super.init(coder: coder)
    }
}
