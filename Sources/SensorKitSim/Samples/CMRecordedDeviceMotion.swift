import Foundation

/// CoreMotion's `CMRecordedDeviceMotion` (iOS 27): one passively recorded device-motion sample,
/// from the iPhone or an accessory such as headphones. SensorKit's `headphoneMotion` result is
/// an array of these.
public final class CMRecordedDeviceMotion: CMDeviceMotion, @unchecked Sendable {
    /// The batch the sample was recorded in; it grows with each batch.
    public let identifier: UInt64
    /// When the sample was observed.
    public let startDate: Date

    package init(_ v: RecordedDeviceMotion) {
        identifier = v.identifier
        startDate = v.startDate
        // Headphones have no magnetometer: the field is uncalibrated and there is no heading.
        super.init(timestamp: v.timestamp, attitude: CMAttitude(quaternion: v.attitude), rotationRate: v.rotationRate,
                   gravity: v.gravity, userAcceleration: v.userAcceleration,
                   magneticField: CMCalibratedMagneticField(field: CMMagneticField(x: 0, y: 0, z: 0),
                                                            accuracy: .uncalibrated),
                   heading: -1, sensorLocation: v.sensorLocation, headingAccuracy: -1)
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
        guard let o = object as? CMRecordedDeviceMotion else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.attitude.quaternion == attitude.quaternion && o.rotationRate == rotationRate
            && o.userAcceleration == userAcceleration && o.sensorLocation == sensorLocation
    }

    public override var hash: Int { identifier.hashValue ^ startDate.hashValue }
}
