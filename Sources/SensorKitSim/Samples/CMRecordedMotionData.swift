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

/// CoreMotion's `CMAccelerometerData`: an acceleration at a time.
public class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    public let acceleration: CMAcceleration

    init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeAxes(acceleration.x, acceleration.y, acceleration.z, forKey: "acceleration")
    }

    public required init?(coder: NSCoder) {
        guard let a = coder.decodeAxes(forKey: "acceleration") else { return nil }
        acceleration = CMAcceleration(x: a.x, y: a.y, z: a.z)
        super.init(coder: coder)
    }
}

/// One accelerometer sample in a SensorKit `accelerometer` result (an array of these), an
/// `NSObject` subclass as on iOS, so `result.sample as! [CMRecordedAccelerometerData]` works.
public final class CMRecordedAccelerometerData: CMAccelerometerData, @unchecked Sendable {
    public let identifier: UInt64
    public let startDate: Date

    package init(_ v: RecordedAcceleration) {
        identifier = v.identifier
        startDate = v.startDate
        super.init(timestamp: v.timestamp, acceleration: v.acceleration)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (identifier, startDate) = recorded
        super.init(coder: coder)
    }

    /// Equal when every value is equal (iOS compares identity; the simulator's determinism checks
    /// compare what was generated).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedAccelerometerData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.acceleration == acceleration
    }

    public override var hash: Int { identifier.hashValue }
}

/// CoreMotion's `CMRotationRateData`: a rotation rate at a time.
public class CMRotationRateData: CMLogItem, @unchecked Sendable {
    public let rotationRate: CMRotationRate

    init(timestamp: TimeInterval, rotationRate: CMRotationRate) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeAxes(rotationRate.x, rotationRate.y, rotationRate.z, forKey: "rotationRate")
    }

    public required init?(coder: NSCoder) {
        guard let r = coder.decodeAxes(forKey: "rotationRate") else { return nil }
        rotationRate = CMRotationRate(x: r.x, y: r.y, z: r.z)
        super.init(coder: coder)
    }
}

/// One rotation-rate sample in a SensorKit `rotationRate` result, an `NSObject` subclass as on iOS.
public final class CMRecordedRotationRateData: CMRotationRateData, @unchecked Sendable {
    /// Not in Apple's class (CMRotationRateData.h declares only `startDate`); kept for equality.
    package let identifier: UInt64
    public let startDate: Date

    package init(_ v: RecordedRotationRate) {
        identifier = v.identifier
        startDate = v.startDate
        super.init(timestamp: v.timestamp, rotationRate: v.rotationRate)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (identifier, startDate) = recorded
        super.init(coder: coder)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedRotationRateData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.rotationRate == rotationRate
    }

    public override var hash: Int { identifier.hashValue }
}
