#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

/// One sensor's reader: records it, and on each fetch walks its devices and reads every new
/// window, from where the last fetch of that device ended to where SensorKit's hold begins.
/// Subclasses override `sensorReader(_:fetching:didFetchResult:)` to parse their samples.
open class SensorExtractor: NSObject, SRSensorReaderDelegate {
    public let reader: SRSensorReader
    let log: (String) -> Void
    /// Where the next window of each device starts (its model name as key).
    private var anchors: [String: SRAbsoluteTime] = [:]
    /// Samples read by the fetch in progress.
    private var fetched = 0
    /// Samples read by every fetch so far.
    public private(set) var totalSamples = 0
    public private(set) var completedFetches = 0

    init(sensor: SRSensor, log: @escaping (String) -> Void) {
        reader = SRSensorReader(sensor: sensor)
        self.log = log
        super.init()
        reader.delegate = self
    }

    var name: String { "\(reader.sensor)" }

    func startRecording() { reader.startRecording() }

    /// Asks for the devices; each device's window is fetched when they arrive.
    func fetchNewData() { reader.fetchDevices() }

    /// Counts what a result holds; subclasses parse it.
    func count(_ samples: Int) { fetched += samples }

    open func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                           didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        count(1)
        return true
    }

    public func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        let now = SRAbsoluteTime.current()
        // A window is (from, to]: the next one starts where the last ended, as SRFetchRequest.h advises.
        let newest = SRAbsoluteTime(now.rawValue - 86_400)
        for device in devices {
            let request = SRFetchRequest()
            request.from = anchors[device.model] ?? SRAbsoluteTime(now.rawValue - 7 * 86_400)
            request.to = newest
            request.device = device
            guard request.from.rawValue < request.to.rawValue else { continue }
            reader.fetch(request)
        }
        if devices.isEmpty { log("ReaderApp: \(name) has no data on any device yet") }
    }

    public func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        log("ReaderApp: \(name) fetchDevices failed: \(error)")
    }

    public func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        anchors[fetchRequest.device.model] = fetchRequest.to
        totalSamples += fetched
        completedFetches += 1
        log("ReaderApp: \(name) from \(fetchRequest.device.model): \(fetched) samples")
        fetched = 0
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        fetched = 0
        log("ReaderApp: \(name) fetch failed: \(error)")
    }

    public func sensorReaderWillStartRecording(_ reader: SRSensorReader) {
        log("ReaderApp: recording \(name)")
    }

    public func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {
        log("ReaderApp: \(name) startRecording failed: \(error)")
    }

    public func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {
        log("ReaderApp: \(name) is now \(authorizationStatus == .authorized ? "allowed" : "not allowed")")
        if authorizationStatus == .authorized { startRecording() }
    }
}

/// Reads accelerometer batches as `[CMRecordedAccelerometerData]`.
final class AccelerometerExtractor: SensorExtractor {
    override func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                               didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        let batch = result.sample as! [CMRecordedAccelerometerData]
        count(batch.count)
        return true
    }
}

/// Reads `SRAmbientLightSample`s.
final class AmbientLightExtractor: SensorExtractor {
    private(set) var brightest = 0.0

    override func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                               didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        let sample = result.sample as! SRAmbientLightSample
        brightest = max(brightest, sample.lux.value)
        count(1)
        return true
    }
}
