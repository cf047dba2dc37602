/// CoreMotion's `CMMagneticField`: a magnetic field in microteslas.
public struct CMMagneticField: Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// Zero, as a C struct's default initializer gives it.
    public init() { self.init(x: 0, y: 0, z: 0) }
}

/// CoreMotion's `CMMagneticFieldCalibrationAccuracy` (`int` in the header).
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low = 0, medium = 1, high = 2
}

/// CoreMotion's `CMCalibratedMagneticField`: a field and how well it is calibrated.
public struct CMCalibratedMagneticField: Sendable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }

    /// All zero, as the C struct's default initializer gives it: accuracy 0 reads `low`.
    public init() { self.init(field: CMMagneticField(), accuracy: .low) }
}
