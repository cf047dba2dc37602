#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

/// The daily read as the app wrote it before iOS 27, on `SRSensorReader` and its delegate: the
/// code path it keeps for participants whose phones are older. Both APIs read the same store,
/// so for the same window it finds what `MovementStudyApp.readNewAccelerometerData()` finds.
///
/// The answers arrive through the delegate when the phone delivers them; `readings` holds one
/// per device once its fetch completes, and `failure` the error of one that failed.
public final class DelegateAccelerometerRead: NSObject, SRSensorReaderDelegate {
    public private(set) var readings: [AccelerometerReading] = []
    public private(set) var failure: Error?
    private let reader = SRSensorReader(sensor: .accelerometer)
    private var window: (from: SRAbsoluteTime, to: SRAbsoluteTime)?
    /// What the fetch of each device (its model) has read so far.
    private var partial: [String: (samples: Int, first: Date?, last: Date?)] = [:]

    public override init() {
        super.init()
        reader.delegate = self
    }

    /// Reads `(from, to]` from every device that has accelerometer data.
    public func read(from: SRAbsoluteTime, to: SRAbsoluteTime) {
        window = (from, to)
        readings = []
        failure = nil
        reader.fetchDevices()
    }

    public func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        guard let window else { return }
        for device in devices {
            let request = SRFetchRequest()
            request.device = device
            request.from = window.from
            request.to = window.to
            partial[device.model] = (0, nil, nil)
            reader.fetch(request)
        }
    }

    public func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        failure = error
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                             didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        // An accelerometer result is a batch of samples.
        guard let batch = result.sample as? [CMRecordedAccelerometerData], var read = partial[fetchRequest.device.model] else {
            return true
        }
        read.samples += batch.count
        read.first = read.first ?? batch.first?.startDate
        read.last = batch.last?.startDate ?? read.last
        partial[fetchRequest.device.model] = read
        return true
    }

    public func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        let model = fetchRequest.device.model
        guard let read = partial.removeValue(forKey: model) else { return }
        readings.append(AccelerometerReading(device: model, samples: read.samples, first: read.first, last: read.last,
                                             from: date(fetchRequest.from), to: date(fetchRequest.to), failures: 0))
    }

    public func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        partial[fetchRequest.device.model] = nil
        failure = error
    }

    private func date(_ time: SRAbsoluteTime) -> Date {
        Date(timeIntervalSinceReferenceDate: time.toCFAbsoluteTime())
    }
}
