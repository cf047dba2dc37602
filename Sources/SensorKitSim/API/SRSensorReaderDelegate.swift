import Foundation

/// Apple's `SRSensorReaderDelegate`: all ten methods, with Apple's signatures, all optional.
///
/// Linux has no Objective-C runtime to ask whether a delegate responds to a method, so the
/// optional methods are protocol requirements with empty defaults. A method a class declares
/// with Apple's exact signature replaces the default. A subclass that overrides a method its
/// base class declares is called, as on iOS. One case differs: a subclass declaring a method
/// its base class leaves to the default is not seen through the base's conformance (Swift binds
/// the protocol's methods at the base), so declare every method your subclasses use in the base
/// class, as public apps' extractor classes do (README, "Testing your own SensorKit code").
public protocol SRSensorReaderDelegate: NSObjectProtocol {
    /// One result; return `false` to stop the fetch.
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool
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
    /// Keeps fetching; the simulator counts the result as unread and says so in its log when
    /// the fetch ends, since a method the app meant to be called here is a likely bug.
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        reader.unreadResults += 1
        return true
    }
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
