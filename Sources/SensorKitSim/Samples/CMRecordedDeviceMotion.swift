import Foundation

/// CoreMotion's `CMRecordedDeviceMotion` (iOS 27): one passively recorded device-motion sample,
/// from the iPhone or an accessory such as headphones. SensorKit's `headphoneMotion` result is
/// an array of these.
///
/// Open, as CMRecordedDeviceMotion.h leaves the class in Swift (no `objc_subclassing_restricted`,
/// no unavailable `init`): a team's headphone-motion tests feed doubles made with `init()`.
open class CMRecordedDeviceMotion: CMDeviceMotion, @unchecked Sendable {
    private let _identifier: UInt64
    private let _startDate: Date

    /// The batch the sample was recorded in; it grows with each batch.
    open var identifier: UInt64 { _identifier }
    /// When the sample was observed.
    open var startDate: Date { _startDate }

    package init(_ v: RecordedDeviceMotion) {
        _identifier = v.identifier
        _startDate = v.startDate
        // Headphones have no magnetometer: the field is uncalibrated and there is no heading.
        super.init(timestamp: v.timestamp, attitude: CMAttitude(quaternion: v.attitude), rotationRate: v.rotationRate,
                   gravity: v.gravity, userAcceleration: v.userAcceleration,
                   magneticField: CMCalibratedMagneticField(field: CMMagneticField(x: 0, y: 0, z: 0),
                                                            accuracy: .uncalibrated),
                   heading: -1, sensorLocation: v.sensorLocation, headingAccuracy: -1)
    }

    /// Batch 0 at the reference date, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md).
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

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedDeviceMotion else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.attitude.quaternion == attitude.quaternion && o.rotationRate == rotationRate
            && o.userAcceleration == userAcceleration && o.sensorLocation == sensorLocation
    }

    open override var hash: Int { identifier.hashValue ^ startDate.hashValue }
}
