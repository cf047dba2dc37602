import XCTest
import ConsentSimTesting
#if canImport(SensorKit)
import SensorKit
#else
import SensorKitSim
#endif

/// A team's incremental fetcher, written with Apple's names only, checked against what
/// SensorKit delivered (`SRTestSession.verify`): the two mistakes study apps made (paging on
/// the wrong boundary rule; one anchor for the iPhone and the Watch) are caught, the correct
/// fetcher passes.
final class IncrementalFetcherTests: XCTestCase {
    /// How the fetcher moves on from one page to the next.
    enum Mistake {
        case none
        /// Believes a window includes `from`, so drops each later page's first result as one
        /// it already stored; SensorKit's windows are `(from, to]`, so that result is new.
        case takesFromAsIncluded
        /// Keeps one anchor per sensor, not per sensor and device (SpeziSensorKit PR #12),
        /// and so one fetch state: it asks every device for the anchor's next page at once and
        /// files what arrives under the device it asked last.
        case oneAnchorForAllDevices
    }

    /// Pages through a sensor's data one hour at a time, anchored on the last result's time.
    final class PagingFetcher: NSObject, SRSensorReaderDelegate {
        let mistake: Mistake
        var stored: [String: [SRAbsoluteTime]] = [:]
        var anchors: [String: SRAbsoluteTime] = [:]
        var devices: [SRDevice] = []
        private var page: [SRAbsoluteTime] = []
        private var pageDone = false

        init(_ mistake: Mistake) { self.mistake = mistake }

        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                          didFetchResult result: SRFetchResult<AnyObject>) -> Bool {
            page.append(result.timestamp)
            return true
        }
        func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { pageDone = true }
        func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
            pageDone = true
        }
        func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { self.devices = devices }

        /// Reads every device's data from `start` (or its anchor) to `end`.
        func fetchAll(_ reader: SRSensorReader, from start: SRAbsoluteTime, to end: SRAbsoluteTime, settle: () -> Void) {
            if mistake == .oneAnchorForAllDevices { return fetchWithOneAnchor(reader, from: start, to: end, settle: settle) }
            for device in devices {
                let key = mistake == .oneAnchorForAllDevices ? "all" : device.model
                var from = anchors[key] ?? start
                var first = anchors[key] == nil
                while from.rawValue < end.rawValue {
                    let request = SRFetchRequest()
                    request.device = device
                    request.from = from
                    request.to = SRAbsoluteTime(min(from.rawValue + 3600, end.rawValue))
                    page = []
                    pageDone = false
                    reader.fetch(request)
                    settle()
                    XCTAssertTrue(pageDone)
                    var kept = page
                    if mistake == .takesFromAsIncluded && !first && !kept.isEmpty { kept.removeFirst() }
                    stored[device.model, default: []] += kept
                    from = page.last ?? request.to
                    first = false
                }
                anchors[key] = from
            }
        }

        /// One anchor, one page at a time for all devices: each page's results land under the
        /// device of the last request made.
        private func fetchWithOneAnchor(_ reader: SRSensorReader, from start: SRAbsoluteTime, to end: SRAbsoluteTime,
                                        settle: () -> Void) {
            var from = anchors["all"] ?? start
            while from.rawValue < end.rawValue {
                let to = SRAbsoluteTime(min(from.rawValue + 3600, end.rawValue))
                page = []
                var current = ""
                for device in devices {
                    let request = SRFetchRequest()
                    request.device = device
                    request.from = from
                    request.to = to
                    current = device.model
                    reader.fetch(request)
                }
                settle()
                stored[current, default: []] += page
                from = to
            }
            anchors["all"] = from
        }
    }

    /// Two days of accelerometer data on both devices, fetched by `mistake`'s fetcher.
    private func run(_ mistake: Mistake) throws -> (SRTestSession, PagingFetcher, SRAbsoluteTime, SRAbsoluteTime, SRSensorReader) {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        let reader = SRSensorReader(sensor: .accelerometer)
        let fetcher = PagingFetcher(mistake)
        reader.delegate = fetcher
        SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
        session.settle()
        reader.startRecording()
        session.settle()
        session.advance(by: 2 * 86_400)
        reader.fetchDevices()
        session.settle()
        XCTAssertEqual(fetcher.devices.count, 2, "the iPhone and the Watch")
        let end = SRAbsoluteTime.current().rawValue - 86_400
        let (from, to) = (SRAbsoluteTime(end - 6 * 3600), SRAbsoluteTime(end))
        fetcher.fetchAll(reader, from: from, to: to, settle: session.settle)
        return (session, fetcher, from, to, reader)
    }

    private func verdicts(_ mistake: Mistake) throws -> [SRFetchVerification] {
        let (session, fetcher, from, to, _) = try run(mistake)
        return fetcher.devices.map { device in
            session.verify(stored: fetcher.stored[device.model] ?? [], sensor: .accelerometer, device: device, from: from, to: to)
        }
    }

    func testACorrectFetcherStoresEveryResultOnce() throws {
        for verdict in try verdicts(.none) {
            XCTAssertTrue(verdict.isCorrect, verdict.description)
            XCTAssertGreaterThan(verdict.expected, 1000)
        }
    }

    func testTakingFromAsIncludedMissesTheFirstResultOfEveryLaterPage() throws {
        for verdict in try verdicts(.takesFromAsIncluded) {
            XCTAssertEqual(verdict.missed.count, 5, "six one-hour pages: each after the first loses one: \(verdict)")
            XCTAssertTrue(verdict.readTwice.isEmpty && verdict.wrongDevice.isEmpty)
            XCTAssertTrue(verdict.description.contains("5 missed"), verdict.description)
        }
    }

    func testOneAnchorForTwoDevicesFilesTheIPhonesResultsUnderTheWatch() throws {
        let (iPhone, watch) = try { let v = try verdicts(.oneAnchorForAllDevices); return (v[0], v[1]) }()
        XCTAssertEqual(iPhone.missed.count, iPhone.expected, "nothing was filed under the iPhone: \(iPhone)")
        XCTAssertGreaterThan(iPhone.expected, 1000)
        // Both devices record the accelerometer on one batch grid, so by time alone each
        // iPhone result under the Watch would look like the Watch's own read twice.
        XCTAssertEqual(watch.wrongDevice.count, iPhone.expected, watch.description)
        XCTAssertTrue(watch.readTwice.isEmpty && watch.missed.isEmpty && watch.unknown.isEmpty, watch.description)
        XCTAssertTrue(watch.description.contains("\(iPhone.expected) from the other device ("), watch.description)
    }

    /// A team that keeps one record and checks part of it (the first three of six hours) sees
    /// the later results as outside the window, each stored once: not as "read twice" because
    /// the phone delivered them once, to a fetch of another window.
    func testResultsStoredOnceOutsideTheCheckedWindowAreNotReadTwice() throws {
        let (session, fetcher, from, _, _) = try run(.none)
        let to = SRAbsoluteTime(from.rawValue + 3 * 3600)
        for device in fetcher.devices {
            let stored = fetcher.stored[device.model] ?? []
            let later = stored.filter { $0.rawValue > to.rawValue }
            let verdict = session.verify(stored: stored, sensor: .accelerometer, device: device, from: from, to: to)
            XCTAssertGreaterThan(later.count, 100)
            XCTAssertEqual(verdict.unknown, later, verdict.description)
            XCTAssertTrue(verdict.readTwice.isEmpty && verdict.missed.isEmpty && verdict.wrongDevice.isEmpty, verdict.description)
            XCTAssertFalse(verdict.description.contains("read twice"), verdict.description)
        }
    }

    func testAnHourFetchedAgainIsReadTwiceNotBlamedOnTheOtherDevice() throws {
        let (session, fetcher, from, to, reader) = try run(.none)
        fetcher.anchors = [:]
        fetcher.fetchAll(reader, from: from, to: SRAbsoluteTime(from.rawValue + 3600), settle: session.settle)
        for device in fetcher.devices {
            let stored = fetcher.stored[device.model] ?? []
            let firstHour = Set(stored.filter { $0.rawValue <= from.rawValue + 3600 })
            let verdict = session.verify(stored: stored, sensor: .accelerometer, device: device, from: from, to: to)
            XCTAssertEqual(verdict.readTwice, firstHour.sorted { $0.rawValue < $1.rawValue }, verdict.description)
            XCTAssertTrue(verdict.wrongDevice.isEmpty && verdict.missed.isEmpty, verdict.description)
            XCTAssertGreaterThan(firstHour.count, 100)
        }
    }
}
