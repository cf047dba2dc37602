import Foundation

/// CoreMotion's acceleration in g (9.81 m/s²), device frame.
public struct CMAcceleration: Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// Zero, as a C struct's default initializer gives it.
    public init() { self.init(x: 0, y: 0, z: 0) }
}

/// CoreMotion's rotation rate in radians per second, device frame.
public struct CMRotationRate: Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// Zero, as a C struct's default initializer gives it.
    public init() { self.init(x: 0, y: 0, z: 0) }
}

// Component-wise equality for this package's determinism checks. Not `Equatable`: Apple's C
// structs are not, and a client comparing them would not compile on iOS.
extension CMAcceleration {
    package static func == (a: CMAcceleration, b: CMAcceleration) -> Bool { a.x == b.x && a.y == b.y && a.z == b.z }
}

extension CMRotationRate {
    package static func == (a: CMRotationRate, b: CMRotationRate) -> Bool { a.x == b.x && a.y == b.y && a.z == b.z }
}

/// CoreMotion's `CMAccelerometerData`: an acceleration at a time. Open, as CMAccelerometer.h
/// leaves it in Swift: a team's test double is made with `init()` and overrides what it reports.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    private let _acceleration: CMAcceleration

    open var acceleration: CMAcceleration { _acceleration }

    init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        _acceleration = acceleration
        super.init(timestamp: timestamp)
    }

    /// No acceleration at boot, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        _acceleration = CMAcceleration()
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeAxes(acceleration.x, acceleration.y, acceleration.z, forKey: "acceleration")
    }

    public required init?(coder: NSCoder) {
        guard let a = coder.decodeAxes(forKey: "acceleration") else { return nil }
        _acceleration = CMAcceleration(x: a.x, y: a.y, z: a.z)
        super.init(coder: coder)
    }
}

/// One accelerometer sample in a SensorKit `accelerometer` result (an array of these), an
/// `NSObject` subclass as on iOS, so `result.sample as! [CMRecordedAccelerometerData]` works.
/// Open, as CMSensorRecorder.h leaves it: a team's extractor tests feed doubles made with `init()`.
open class CMRecordedAccelerometerData: CMAccelerometerData, @unchecked Sendable {
    private let _identifier: UInt64
    private let _startDate: Date

    open var identifier: UInt64 { _identifier }
    open var startDate: Date { _startDate }

    package init(_ v: RecordedAcceleration) {
        _identifier = v.identifier
        _startDate = v.startDate
        super.init(timestamp: v.timestamp, acceleration: v.acceleration)
    }

    /// Batch 0 at the reference date, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        _identifier = 0
        _startDate = Date(timeIntervalSinceReferenceDate: 0)
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (_identifier, _startDate) = recorded
        super.init(coder: coder)
    }

    /// Equal when every value is equal (iOS compares identity; the simulator's determinism checks
    /// compare what was generated).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedAccelerometerData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.acceleration == acceleration
    }

    open override var hash: Int { identifier.hashValue }
}

/// CoreMotion's `CMRotationRateData`: a rotation rate at a time. Open, as CMGyro.h leaves it in
/// Swift: a team's test double is made with `init()` and overrides what it reports.
open class CMRotationRateData: CMLogItem, @unchecked Sendable {
    private let _rotationRate: CMRotationRate

    open var rotationRate: CMRotationRate { _rotationRate }

    init(timestamp: TimeInterval, rotationRate: CMRotationRate) {
        _rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }

    /// No rotation at boot, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        _rotationRate = CMRotationRate()
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeAxes(rotationRate.x, rotationRate.y, rotationRate.z, forKey: "rotationRate")
    }

    public required init?(coder: NSCoder) {
        guard let r = coder.decodeAxes(forKey: "rotationRate") else { return nil }
        _rotationRate = CMRotationRate(x: r.x, y: r.y, z: r.z)
        super.init(coder: coder)
    }
}

/// One rotation-rate sample in a SensorKit `rotationRate` result, an `NSObject` subclass as on iOS.
/// Open, as its header leaves it: a team's extractor tests feed doubles made with `init()`.
open class CMRecordedRotationRateData: CMRotationRateData, @unchecked Sendable {
    /// Not in Apple's class (CMRotationRateData.h declares only `startDate`); kept for equality.
    package let identifier: UInt64
    private let _startDate: Date

    open var startDate: Date { _startDate }

    package init(_ v: RecordedRotationRate) {
        identifier = v.identifier
        _startDate = v.startDate
        super.init(timestamp: v.timestamp, rotationRate: v.rotationRate)
    }

    /// The reference date, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        identifier = 0
        _startDate = Date(timeIntervalSinceReferenceDate: 0)
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (identifier, _startDate) = recorded
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedRotationRateData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.rotationRate == rotationRate
    }

    open override var hash: Int { identifier.hashValue }
}
