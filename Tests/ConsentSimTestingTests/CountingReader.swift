import XCTest
import ConsentSimTesting
import SensorKitSim

/// A reader delegate that counts what it hears: results, completions, failures, device lists.
final class ReaderCounter: NSObject, SRSensorReaderDelegate {
    var results = 0
    var completed = 0
    var failed = 0
    var devices = 0
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices += 1 }
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
        results += 1
        return true
    }
    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { completed += 1 }
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) { failed += 1 }
}

/// The extractor fixture study the session tests run.
let extractorStudy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path

/// An accelerometer reader with a counter as its delegate (held here: the delegate is weak).
func countingReader() -> (SRSensorReader, ReaderCounter) {
    let reader = SRSensorReader(sensor: .accelerometer)
    let counter = ReaderCounter()
    reader.delegate = counter
    return (reader, counter)
}

/// A session whose app was granted the accelerometer (dialogs answered) and has recorded it for
/// `days` days, with the counting reader that asked.
func recordingSession(days: Double = 2) throws -> (SRTestSession, SRSensorReader, ReaderCounter) {
    let session = try SRTestSession(study: extractorStudy)
    session.disableDialogs = true
    let (reader, counter) = countingReader()
    SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
    session.settle()
    reader.startRecording()
    session.advance(by: days * 86_400)
    return (session, reader, counter)
}
