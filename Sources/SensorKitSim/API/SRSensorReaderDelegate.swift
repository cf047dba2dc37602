/// Apple's `SRSensorReaderDelegate`: all ten methods, all optional (default: do nothing,
/// and keep fetching).
///
/// One difference from iOS: results are `SRFetchResult<Any>`, not `SRFetchResult<AnyObject>`.
/// Linux has no Objective-C bridge, and boxing a Swift array as `AnyObject` converts it to an
/// NSArray element by element (about 20 times slower). Casts such as
/// `result.sample as? [CMRecordedAccelerometerData]` read exactly as they do on iOS.
public protocol SRSensorReaderDelegate: AnyObject {
    /// One result; return `false` to stop the fetch.
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<Any>) -> Bool
    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest)
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error)
    func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus)
    func sensorReaderWillStartRecording(_ reader: SRSensorReader)
    func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error)
    func sensorReaderDidStopRecording(_ reader: SRSensorReader)
    func sensorReader(_ reader: SRSensorReader, stopRecordingFailedWithError error: Error)
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice])
    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error)
}

public extension SRSensorReaderDelegate {
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<Any>) -> Bool { true }
    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {}
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {}
    func sensorReader(_ reader: SRSensorReader, didChange authorizationStatus: SRAuthorizationStatus) {}
    func sensorReaderWillStartRecording(_ reader: SRSensorReader) {}
    func sensorReader(_ reader: SRSensorReader, startRecordingFailedWithError error: Error) {}
    func sensorReaderDidStopRecording(_ reader: SRSensorReader) {}
    func sensorReader(_ reader: SRSensorReader, stopRecordingFailedWithError error: Error) {}
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) {}
    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) {}
}
