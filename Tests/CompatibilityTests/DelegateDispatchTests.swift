import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// A delegate implementing none of the optional methods compiles and is left alone; a method
/// with Apple's signature, declared in a class or overridden in a subclass, is called.
final class DelegateDispatchTests: XCTestCase {
    /// Implements nothing: must compile, as on iOS where all ten methods are optional.
    final class SilentDelegate: NSObject, SRSensorReaderDelegate {}

    /// Declares Apple's signature directly (the one that used to be shadowed by the default).
    final class DirectDelegate: NSObject, SRSensorReaderDelegate {
        var results = 0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            results += 1
            return true
        }
    }

    /// A base that declares no result method, and a subclass that adds one: on iOS the
    /// Objective-C runtime would find it; here Swift bound the protocol at the base.
    class QuietBase: NSObject, SRSensorReaderDelegate {}
    final class LateSubclass: QuietBase {
        var results = 0
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            results += 1
            return true
        }
    }

    /// A session whose accelerometer recorded for two days, and a reader fetching the hour that
    /// ended a day ago into `delegate`, settled.
    private func fetchYesterdaysHour(into delegate: SRSensorReaderDelegate) throws -> SRTestSession {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        let reader = SRSensorReader(sensor: .accelerometer)
        reader.startRecording()
        session.advance(by: 2 * 86_400)
        reader.delegate = delegate
        reader.fetch(lastHourOfYesterday())
        session.settle()
        withExtendedLifetime(reader) {}
        return session
    }

    private func lastHourOfYesterday() -> SRFetchRequest {
        let request = SRFetchRequest()
        let now = SRAbsoluteTime.current()
        request.from = SRAbsoluteTime(now.rawValue - 86_400 - 3600)
        request.to = SRAbsoluteTime(now.rawValue - 86_400)
        return request
    }

    func testADelegateImplementingNothingCompilesAndItsResultsAreReportedUnread() throws {
        let delegate = SilentDelegate()
        let session = try fetchYesterdaysHour(into: delegate)
        withExtendedLifetime(delegate) {}
        let notes = session.systemLog.filter { $0.contains("went unread") }
        XCTAssertEqual(notes, ["accelerometer: 360 fetch results went unread: SilentDelegate has no "
                               + "sensorReader(_:fetching:didFetchResult:) that SensorKit can call "
                               + "(declare it in the class that adopts SRSensorReaderDelegate)"])
    }

    func testApplesSignatureDeclaredInTheClassIsCalled() throws {
        let delegate = DirectDelegate()
        let session = try fetchYesterdaysHour(into: delegate)
        XCTAssertEqual(delegate.results, 360)
        XCTAssertFalse(session.systemLog.contains { $0.contains("went unread") })
    }

    func testASubclassOverridingTheBaseExtractorsMethodIsCalled() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let extractor = AccelerometerExtractor()
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        extractor.startRecording()
        session.advance(by: 2 * 86_400)
        extractor.reader.delegate = extractor
        extractor.reader.fetch(lastHourOfYesterday())
        session.settle()
        XCTAssertEqual(extractor.batches, 360, "the subclass's override, not the base's, received every result")
        XCTAssertEqual(extractor.completedFetches, 1, "the base class's own method still runs")
    }

    /// The one case that differs from iOS is not silent: the simulator's log names the class.
    func testASubclassOnlyResultMethodIsReportedAsUnreadResults() throws {
        let delegate = LateSubclass()
        let session = try fetchYesterdaysHour(into: delegate)
        XCTAssertEqual(delegate.results, 0)
        let notes = session.systemLog.filter { $0.contains("went unread") }
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes.first?.contains("360 fetch results went unread: LateSubclass") ?? false, "\(notes)")
    }
}
