import Foundation

/// Turns a generated sample into what Apple's API hands a client: the simulator's fast values
/// (`[RecordedAcceleration]`, ...) become arrays of Apple's `NSObject` samples; objects pass as they are.
package enum SampleBridge {
    /// Apple's form of `value`, as a Swift value (`[CMRecordedAccelerometerData]`, `SRVisit`, ...).
    package static func apple(_ value: Any) -> Any {
        // Matched by exact type, not by trying casts: a failing cast from `Any` is slow on Linux.
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier([RecordedAcceleration].self):
            return (value as! [RecordedAcceleration]).map(CMRecordedAccelerometerData.init)
        case ObjectIdentifier([RecordedRotationRate].self):
            return (value as! [RecordedRotationRate]).map(CMRecordedRotationRateData.init)
        case ObjectIdentifier([RecordedPressure].self):
            return (value as! [RecordedPressure]).map(CMRecordedPressureData.init)
        case ObjectIdentifier([RecordedDeviceMotion].self):
            return (value as! [RecordedDeviceMotion]).map(CMRecordedDeviceMotion.init)
        default:
            return value
        }
    }

    /// Apple's form of `value` as the object `SRFetchResult<AnyObject>.sample` holds: an array
    /// becomes an `NSArray`, as on iOS.
    package static func object(_ value: Any) -> AnyObject {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier([RecordedAcceleration].self):
            return SampleArray((value as! [RecordedAcceleration]).map(CMRecordedAccelerometerData.init))
        case ObjectIdentifier([RecordedRotationRate].self):
            return SampleArray((value as! [RecordedRotationRate]).map(CMRecordedRotationRateData.init))
        case ObjectIdentifier([RecordedPressure].self):
            return SampleArray((value as! [RecordedPressure]).map(CMRecordedPressureData.init))
        case ObjectIdentifier([RecordedDeviceMotion].self):
            return SampleArray((value as! [RecordedDeviceMotion]).map(CMRecordedDeviceMotion.init))
        case ObjectIdentifier([SRElectrocardiogramSample].self):
            return SampleArray(value as! [SRElectrocardiogramSample])
        case ObjectIdentifier([SRPhotoplethysmogramSample].self):
            return SampleArray(value as! [SRPhotoplethysmogramSample])
        default:
            return value as AnyObject
        }
    }
}
