#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif
import Foundation

// An async wrapper in the style of Stanford's SpeziSensorKit: the delegate resumes a checked
// continuation, so callers write `try await reader.fetchDevices()`.

enum SpeziStyleError: Error { case busy }

/// One sensor behind async methods.
final class SpeziStyleSensorReader: NSObject, SRSensorReaderDelegate {
    private let reader: SRSensorReader
    private var devicesContinuation: CheckedContinuation<[SRDevice], Error>?
    private var fetchContinuation: CheckedContinuation<[FetchedResult], Error>?
    private var fetched: [FetchedResult] = []

    init(sensor: SRSensor) {
        reader = SRSensorReader(sensor: sensor)
        super.init()
        reader.delegate = self
    }

    var authorizationStatus: SRAuthorizationStatus { reader.authorizationStatus }

    func requestAuthorization() async throws {
        try await SRSensorReader.requestAuthorization(sensors: [reader.sensor])
    }

    func startRecording() { reader.startRecording() }

    func fetchDevices() async throws -> [SRDevice] {
        guard devicesContinuation == nil else { throw SpeziStyleError.busy }
        return try await withCheckedThrowingContinuation { continuation in
            devicesContinuation = continuation
            reader.fetchDevices()
        }
    }

    /// Every result's timestamp and sample count in `request`'s window.
    func fetch(_ request: SRFetchRequest) async throws -> [FetchedResult] {
        guard fetchContinuation == nil else { throw SpeziStyleError.busy }
        fetched = []
        return try await withCheckedThrowingContinuation { continuation in
            fetchContinuation = continuation
            reader.fetch(request)
        }
    }

    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {
        devicesContinuation?.resume(returning: devices)
        devicesContinuation = nil
    }

    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {
        devicesContinuation?.resume(throwing: error)
        devicesContinuation = nil
    }

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        // A result is valid only inside this call: keep a copy of what is needed.
        fetched.append(.init(timestamp: result.timestamp, count: (result.sample as? [AnyObject])?.count ?? 1))
        return true
    }

    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
        fetchContinuation?.resume(returning: fetched)
        fetchContinuation = nil
    }

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        fetchContinuation?.resume(throwing: error)
        fetchContinuation = nil
    }
}

/// What the wrapper keeps of a result after the callback returns.
struct FetchedResult {
    let timestamp: SRAbsoluteTime
    let count: Int
}
