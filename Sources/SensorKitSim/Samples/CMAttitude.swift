import Foundation

/// CoreMotion's `CMRotationMatrix`: a 3×3 rotation matrix.
public struct CMRotationMatrix: Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// All zero, as a C struct's default initializer gives it.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0)
    }
}

/// CoreMotion's `CMQuaternion`: a rotation as a unit quaternion.
public struct CMQuaternion: Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
    /// Zero, as a C struct's default initializer gives it.
    public init() { self.init(x: 0, y: 0, z: 0, w: 0) }
}

extension CMQuaternion {
    package static func == (a: CMQuaternion, b: CMQuaternion) -> Bool {
        a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w
    }

    /// The rotation that undoes this one (its conjugate: the quaternion has unit length).
    var inverse: CMQuaternion { CMQuaternion(x: -x, y: -y, z: -z, w: w) }

    /// The Hamilton product `self · other`.
    func times(_ o: CMQuaternion) -> CMQuaternion {
        CMQuaternion(x: w * o.x + x * o.w + y * o.z - z * o.y,
                     y: w * o.y - x * o.z + y * o.w + z * o.x,
                     z: w * o.z + x * o.y - y * o.x + z * o.w,
                     w: w * o.w - x * o.x - y * o.y - z * o.z)
    }
}

/// CoreMotion's `CMAttitude`: the device's orientation relative to a reference frame, kept as a
/// quaternion; the Euler angles and the matrix are derived from it as CoreMotion derives them.
///
/// It adopts `NSCopying` and `NSSecureCoding`, as CMAttitude.h declares; a copy is a new attitude,
/// since `multiply(byInverseOf:)` changes one in place.
///
/// Open, as CMAttitude.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides `quaternion`
/// (or the angles); the angles and the matrix are derived from what it overrides.
open class CMAttitude: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    // A var only so `multiply(byInverseOf:)` can change it in place, as Apple's method does.
    private var _quaternion: CMQuaternion

    open var quaternion: CMQuaternion { _quaternion }

    package init(quaternion: CMQuaternion) {
        _quaternion = quaternion
        super.init()
    }

    /// The identity (no rotation from the reference frame), an assumption for what NSObject's
    /// `init()` leaves Apple's (FIDELITY.md). A test double starts here.
    public override init() {
        _quaternion = CMQuaternion(x: 0, y: 0, z: 0, w: 1)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { CMAttitude(quaternion: quaternion) }

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encode(quaternion.w, forKey: "w")
        coder.encodeAxes(quaternion.x, quaternion.y, quaternion.z, forKey: "q")
    }

    public required init?(coder: NSCoder) {
        guard let w = coder.decodeNumber(forKey: "w"), let q = coder.decodeAxes(forKey: "q") else { return nil }
        _quaternion = CMQuaternion(x: q.x, y: q.y, z: q.z, w: w)
        super.init()
    }

    /// Rotation about the device's y axis, in radians.
    open var roll: Double {
        let q = quaternion
        return atan2(2 * (q.w * q.y - q.x * q.z), 1 - 2 * (q.y * q.y + q.x * q.x))
    }

    /// Rotation about the device's x axis, in radians.
    open var pitch: Double {
        let q = quaternion
        return asin(max(-1, min(1, 2 * (q.w * q.x + q.y * q.z))))
    }

    /// Rotation about the device's z axis, in radians.
    open var yaw: Double {
        let q = quaternion
        return atan2(2 * (q.w * q.z - q.x * q.y), 1 - 2 * (q.x * q.x + q.z * q.z))
    }

    open var rotationMatrix: CMRotationMatrix {
        let q = quaternion
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z, wx = q.w * q.x, wy = q.w * q.y, wz = q.w * q.z
        return CMRotationMatrix(m11: 1 - 2 * (yy + zz), m12: 2 * (xy + wz), m13: 2 * (xz - wy),
                                m21: 2 * (xy - wz), m22: 1 - 2 * (xx + zz), m23: 2 * (yz + wx),
                                m31: 2 * (xz + wy), m32: 2 * (yz - wx), m33: 1 - 2 * (xx + yy))
    }

    /// Makes this attitude relative to `attitude`, so that an app can measure change from a
    /// reference orientation.
    open func multiply(byInverseOf attitude: CMAttitude) {
        _quaternion = attitude.quaternion.inverse.times(quaternion)
    }
}
