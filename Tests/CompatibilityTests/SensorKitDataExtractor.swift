#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

// Client code in the style of public study apps (RADAR-base's SensorKit plugin): an `NSObject`
// base extractor that owns one reader and declares the delegate methods, and one subclass per
// sensor that overrides how a result is parsed. Only Apple's names are used; on iOS the file
// compiles against SensorKit unchanged.

/// One sensor's reader, its devices, and what its fetches delivered.
class SensorKitDataExtractor: NSObject, SRSensorReaderDelegate {
    let reader: SRSensorReader
    private(set) var isRecording = false
    private(set) var devices: [SRDevice] = []
    private(set) var completedFetches = 0
    private(set) var errors: [Error] = []
    private(set) var statusChanges: [SRAuthorizationStatus] = []

    init(sensor: SRSensor) {
        reader = SRSensorReader(sensor: sensor)
        super.init()
        reader.delegate = self
    }

    func startRecording() { reader.startRecording() }

    /// Fetches `(start, end)` from `device`, converting wall times the way Apple asks.
    func fetch(from start: Date, to end: Date, device: SRDevice) {
        let request = SRFetchRequest()
        request.from = SRAbsoluteTime.fromCFAbsoluteTime(_cf: start.timeIntervalSinceReferenceDate)
        request.to = SRAbsoluteTime.fromCFAbsoluteTime(_cf: end.timeIntervalSinceReferenceDate)
        request.device = device
        reader.fetch(request)
    }

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        true
    }

    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        completedFetches += 1
    }

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        errors.append(error)
    }

    func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
        statusChanges.append(authorizationStatus)
    }

    func sensorReaderWillStartRecording(_ reader: SRSensorReader) { isRecording = true }

    func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
        errors.append(error)
    }

    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        self.devices = devices
    }

    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        errors.append(error)
    }
}

/// Reads 50 Hz accelerometer batches as real apps do: `result.sample as! [CMRecordedAccelerometerData]`.
final class AccelerometerExtractor: SensorKitDataExtractor {
    private(set) var batches = 0
    private(set) var samples = 0
    private(set) var firstSample: CMRecordedAccelerometerData?
    private(set) var lastTimestamp: SRAbsoluteTime?

    init() { super.init(sensor: .accelerometer) }

    override func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                               didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        let batch = result.sample as! [CMRecordedAccelerometerData]
        if firstSample == nil { firstSample = batch.first }
        batches += 1
        samples += batch.count
        lastTimestamp = result.timestamp
        return true
    }
}

/// Reads one `SRAmbientLightSample` per result.
final class AmbientLightExtractor: SensorKitDataExtractor {
    private(set) var luxValues: [Double] = []

    init() { super.init(sensor: .ambientLightSensor) }

    override func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                               didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        let sample = result.sample as! SRAmbientLightSample
        luxValues.append(sample.lux.converted(to: .lux).value)
        return true
    }
}

/// Reads one `SRDeviceUsageReport` per result.
final class DeviceUsageExtractor: SensorKitDataExtractor {
    private(set) var reports: [SRDeviceUsageReport] = []

    init() { super.init(sensor: .deviceUsageReport) }

    override func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                               didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        reports.append(result.sample as! SRDeviceUsageReport)
        return true
    }
}
