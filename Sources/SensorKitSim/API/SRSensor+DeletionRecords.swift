import Foundation

extension NSString {
    /// The stream of deletion records of the sensor this string names, or nil when it names one
    /// already: Apple's `sr_sensorForDeletionRecordsFromSensor` (SRSensors+SRDeletionRecord.h).
    /// The stream shares authorization and recording with its sensor and is only fetched.
    public func sr_sensorForDeletionRecordsFromSensor() -> SRSensor? {
        SRSensor(rawValue: self as String).deletionRecords
    }
}

extension String {
    /// The call as Apple's `SRDeletionRecord` documentation writes it, on a sensor's `rawValue`:
    /// `SRSensorReader(sensor: sensor.rawValue.sr_sensorForDeletionRecordsFromSensor()!)`.
    public func sr_sensorForDeletionRecordsFromSensor() -> SRSensor? {
        SRSensor(rawValue: self).deletionRecords
    }
}
