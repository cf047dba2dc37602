import SensorKitSim

/// A batch result's samples as the exporter reads them: the simulator's own values
/// (`[RecordedAcceleration]`, ...), which the generators make without an object per sample, or
/// Apple's objects when that is what the result holds (a result a client built, or one read
/// through `sample` first). Both give the same rows, byte for byte (`SamplePathTests`).
enum MotionBatch<Value, Object> {
    case values([Value])
    case objects([Object])

    /// Matched by exact type: a failing cast from `Any` is slow on Linux, and reading `sample`
    /// would build an object per sample.
    init?(_ result: SRFetchResult<AnyObject>) {
        let value = result.sampleValue
        if ObjectIdentifier(type(of: value)) == ObjectIdentifier([Value].self) {
            self = .values(value as! [Value])
        } else if let objects = result.sample as? [Object] {
            self = .objects(objects)
        } else {
            return nil
        }
    }
}

typealias AccelerationBatch = MotionBatch<RecordedAcceleration, CMRecordedAccelerometerData>
typealias RotationRateBatch = MotionBatch<RecordedRotationRate, CMRecordedRotationRateData>
typealias PressureBatch = MotionBatch<RecordedPressure, CMRecordedPressureData>
