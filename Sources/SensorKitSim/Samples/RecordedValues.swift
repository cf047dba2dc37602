import Foundation

// The simulator's fast path for array sensors: plain values, one per sample, generated without
// an allocation each. `SRFetchResult.sample` turns a batch into Apple's objects only when a
// client reads it (`SampleBridge`); this package's own readers (the study app, the dashboard,
// the bench) read the values through `SRFetchResult.sampleValue` instead.

/// One accelerometer sample as a value; `CMRecordedAccelerometerData(_:)` makes Apple's object.
package struct RecordedAcceleration: Sendable, Equatable {
    package let identifier: UInt64
    package let startDate: Date
    /// Seconds since boot, as `CMLogItem.timestamp`.
    package let timestamp: TimeInterval
    package let acceleration: CMAcceleration

    package static func == (a: RecordedAcceleration, b: RecordedAcceleration) -> Bool {
        a.identifier == b.identifier && a.startDate == b.startDate && a.timestamp == b.timestamp
            && a.acceleration == b.acceleration
    }
}

/// One rotation-rate sample as a value; `CMRecordedRotationRateData(_:)` makes Apple's object.
package struct RecordedRotationRate: Sendable, Equatable {
    package let identifier: UInt64
    package let startDate: Date
    package let timestamp: TimeInterval
    package let rotationRate: CMRotationRate

    package static func == (a: RecordedRotationRate, b: RecordedRotationRate) -> Bool {
        a.identifier == b.identifier && a.startDate == b.startDate && a.timestamp == b.timestamp
            && a.rotationRate == b.rotationRate
    }
}

/// One barometer sample as a value; `CMRecordedPressureData(_:)` makes Apple's object.
package struct RecordedPressure: Sendable, Equatable {
    package let identifier: UInt64
    package let startDate: Date
    package let timestamp: TimeInterval
    package let kilopascals: Double
    package let celsius: Double

    package var pressure: Measurement<UnitPressure> { Measurement(value: kilopascals, unit: SampleUnits.kilopascals) }
}

/// One headphone-motion sample as a value; `CMRecordedDeviceMotion(_:)` makes Apple's object.
package struct RecordedDeviceMotion: Sendable, Equatable {
    package let identifier: UInt64
    package let startDate: Date
    package let timestamp: TimeInterval
    package let attitude: CMQuaternion
    package let rotationRate: CMRotationRate
    package let gravity: CMAcceleration
    package let userAcceleration: CMAcceleration
    package let sensorLocation: CMDeviceMotion.SensorLocation

    package static func == (a: RecordedDeviceMotion, b: RecordedDeviceMotion) -> Bool {
        a.identifier == b.identifier && a.startDate == b.startDate && a.timestamp == b.timestamp
            && a.attitude == b.attitude && a.rotationRate == b.rotationRate && a.gravity == b.gravity
            && a.userAcceleration == b.userAcceleration && a.sensorLocation == b.sensorLocation
    }
}
