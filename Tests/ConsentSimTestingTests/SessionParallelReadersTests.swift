import XCTest
import ConsentSimTesting
import SensorKitSim

/// Several readers fetching at once (Apple forums thread 726896): both complete, each reader's
/// results in order, answered in call order, and a delegate shared between readers can tell
/// them apart by reader and request.
final class SessionParallelReadersTests: XCTestCase {
    private var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// One delegate for every reader, writing down who called back, in order.
    private final class SharedDelegate: NSObject, SRSensorReaderDelegate {
        var calls: [(reader: ObjectIdentifier, device: String, time: Double)] = []
        var completed: [ObjectIdentifier] = []
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            calls.append((ObjectIdentifier(reader), fetchRequest.device.model, result.timestamp.rawValue))
            return true
        }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) {
            completed.append(ObjectIdentifier(reader))
        }
    }

    private func request(_ device: SRDevice? = nil) -> SRFetchRequest {
        let r = SRFetchRequest()
        let now = SRAbsoluteTime.current().rawValue
        r.from = SRAbsoluteTime(now - 86_400 - 3 * 3600)
        r.to = SRAbsoluteTime(now - 86_400)
        if let device { r.device = device }
        return r
    }

    private func session(_ sensors: [SRSensor]) throws -> SRTestSession {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: Set(sensors)) { _ in }
        session.settle()
        return session
    }

    /// An accelerometer reader and an ambient-light reader sharing one delegate, two days of
    /// recording, then both fetch the same three hours at once and the session settles.
    private func twoReadersFetchingAtOnce(_ session: SRTestSession) -> (SharedDelegate, SRSensorReader, SRSensorReader) {
        let delegate = SharedDelegate()
        let a = SRSensorReader(sensor: .accelerometer), b = SRSensorReader(sensor: .ambientLightSensor)
        a.delegate = delegate
        b.delegate = delegate
        a.startRecording()
        b.startRecording()
        session.advance(by: 2 * 86_400)
        a.fetch(request())
        b.fetch(request())
        session.settle()
        return (delegate, a, b)
    }

    func testTwoReadersOfDifferentSensorsBothCompleteInCallOrder() throws {
        let session = try session([.accelerometer, .ambientLightSensor])
        let (delegate, a, b) = twoReadersFetchingAtOnce(session)
        XCTAssertEqual(Set(delegate.completed), [ObjectIdentifier(a), ObjectIdentifier(b)])
        let ofA = delegate.calls.filter { $0.reader == ObjectIdentifier(a) }, ofB = delegate.calls.filter { $0.reader == ObjectIdentifier(b) }
        XCTAssertEqual(ofA.count, 1080, "three hours of 500-sample batches at 50 Hz")
        XCTAssertGreaterThan(ofB.count, 0)
        XCTAssertEqual(ofA.map(\.time), ofA.map(\.time).sorted(), "each reader's results in order")
        XCTAssertEqual(ofB.map(\.time), ofB.map(\.time).sorted())
        // Answered in call order: every result of a before the first of b.
        let firstOfB = try XCTUnwrap(delegate.calls.firstIndex { $0.reader == ObjectIdentifier(b) })
        let lastOfA = try XCTUnwrap(delegate.calls.lastIndex { $0.reader == ObjectIdentifier(a) })
        XCTAssertGreaterThan(firstOfB, lastOfA)
        XCTAssertEqual(delegate.completed, [ObjectIdentifier(a), ObjectIdentifier(b)])
    }

    func testOneReaderAskingBothDevicesAtOnceGetsEachDevicesResultsUnderItsOwnRequest() throws {
        let session = try session([.accelerometer])
        let delegate = SharedDelegate()
        let reader = SRSensorReader(sensor: .accelerometer)
        reader.delegate = delegate
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        var devices: [SRDevice] = []
        final class Devices: NSObject, SRSensorReaderDelegate {
            var got: [SRDevice] = []
            func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { got = devices }
        }
        let lister = Devices()
        reader.delegate = lister
        reader.fetchDevices()
        session.settle()
        devices = lister.got
        XCTAssertEqual(devices.count, 2)
        reader.delegate = delegate
        for d in devices { reader.fetch(request(d)) }
        session.settle()
        XCTAssertEqual(delegate.completed.count, 2)
        let models = delegate.calls.map(\.device)
        XCTAssertEqual(models.filter { $0 == devices[0].model }.count, 1080)
        XCTAssertEqual(models.filter { $0 == devices[1].model }.count, 1080)
        XCTAssertEqual(Array(models.prefix(1080)), Array(repeating: devices[0].model, count: 1080),
                       "the iPhone's request was made first and is answered first")
    }

    /// With `fetchResultsPerTurn = 1` two fetches under way at once take turns result by
    /// result, each still in order and both completing: what a shared delegate must cope with.
    func testFetchesTakeTurnsWhenTheSessionSaysSo() throws {
        let session = try session([.accelerometer, .ambientLightSensor])
        session.fetchResultsPerTurn = 1
        let (delegate, a, b) = twoReadersFetchingAtOnce(session)
        XCTAssertEqual(Set(delegate.completed), [ObjectIdentifier(a), ObjectIdentifier(b)])
        let readers = delegate.calls.map(\.reader)
        XCTAssertEqual(Array(readers.prefix(4)), [ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(a), ObjectIdentifier(b)],
                       "one result each in turn")
        let ofA = delegate.calls.filter { $0.reader == ObjectIdentifier(a) }
        XCTAssertEqual(ofA.count, 1080, "every result still delivered")
        XCTAssertEqual(ofA.map(\.time), ofA.map(\.time).sorted())
        session.resetToDefaultState()
        XCTAssertNil(session.fetchResultsPerTurn)
    }
}
