import Foundation

/// CoreMotion's `CMDeviceMotion`: attitude, rotation and acceleration with gravity separated out.
///
/// Open, as CMDeviceMotion.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// Which sensor measured the motion: the device itself or one of the earbuds.
    public enum SensorLocation: Int, Sendable {
        case `default` = 0, headphoneLeft = 1, headphoneRight = 2
    }

    // Immutable after init (`@unchecked`: a non-final class cannot be checked).
    private let _attitude: CMAttitude
    private let _rotationRate: CMRotationRate, _gravity: CMAcceleration, _userAcceleration: CMAcceleration
    private let _magneticField: CMCalibratedMagneticField
    private let _heading: Double, _headingAccuracy: Double
    private let _sensorLocation: SensorLocation

    open var attitude: CMAttitude { _attitude }
    /// Radians per second.
    open var rotationRate: CMRotationRate { _rotationRate }
    /// Gravity in g, in the device's frame.
    open var gravity: CMAcceleration { _gravity }
    /// The acceleration the user gives the device, in g, gravity removed.
    open var userAcceleration: CMAcceleration { _userAcceleration }
    open var magneticField: CMCalibratedMagneticField { _magneticField }
    /// Degrees from north, 0 ... 360; negative when no reference frame gives one.
    open var heading: Double { _heading }
    open var sensorLocation: SensorLocation { _sensorLocation }
    /// The heading's largest error in degrees (iOS 27); negative when invalid.
    open var headingAccuracy: Double { _headingAccuracy }

    init(timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
         userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField, heading: Double,
         sensorLocation: SensorLocation, headingAccuracy: Double) {
        _attitude = attitude
        _rotationRate = rotationRate
        _gravity = gravity
        _userAcceleration = userAcceleration
        _magneticField = magneticField
        _heading = heading
        _sensorLocation = sensorLocation
        _headingAccuracy = headingAccuracy
        super.init(timestamp: timestamp)
    }

    /// At rest at boot: the identity attitude, no rotation, gravity or acceleration, an
    /// uncalibrated zero field, no heading (-1, as CoreMotion reports without a reference frame),
    /// the device itself and an invalid heading accuracy (-1), as NSObject's `init()` leaves
    /// Apple's (an assumption, FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _attitude = CMAttitude()
        _rotationRate = CMRotationRate()
        _gravity = CMAcceleration()
        _userAcceleration = CMAcceleration()
        _magneticField = CMCalibratedMagneticField(field: CMMagneticField(x: 0, y: 0, z: 0), accuracy: .uncalibrated)
        _heading = -1
        _sensorLocation = .default
        _headingAccuracy = -1
        super.init()
    }

    open override func encode(with coder: NSCoder) {
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
        _attitude = CMAttitude(quaternion: CMQuaternion(x: q.x, y: q.y, z: q.z, w: w))
        _rotationRate = CMRotationRate(x: r.x, y: r.y, z: r.z)
        _gravity = CMAcceleration(x: g.x, y: g.y, z: g.z)
        _userAcceleration = CMAcceleration(x: u.x, y: u.y, z: u.z)
        _magneticField = CMCalibratedMagneticField(field: CMMagneticField(x: f.x, y: f.y, z: f.z), accuracy: accuracy)
        _heading = heading
        _sensorLocation = location
        _headingAccuracy = headingAccuracy
        super.init(coder: coder)
    }
}
