import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim

/// `SRReader` is `Sendable`, as Apple's is, so a team's code reads each device, or several
/// sensors, at once from a task group or `async let`; SensorKit serves them all. Each case runs
/// in a process of its own: before, such reads raced in the simulated device and crashed it.
@Suite struct SessionConcurrentReadsTests {
    static var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    /// How many samples a read of `device`'s window ending a day ago holds.
    static func count(_ reader: SRReader<SRAccelerometerSensor>, _ device: SRDevice, endingAt to: Double) async throws -> Int {
        let request = SRFetchRequest()
        request.device = device
        request.from = SRAbsoluteTime(to - 6 * 3600)
        request.to = SRAbsoluteTime(to)
        var samples = 0
        for try await response in reader.samples(matching: request) { samples += try response.sample.get().count }
        return samples
    }

    /// A session whose app has recorded the accelerometer (1 Hz) for two days, allowed without
    /// a sheet (Motion & Fitness too, set before the app asks, when `motionAllowed`), and its reader.
    static func twoDaysOfAccelerometer(motionAllowed: Bool = false) async throws -> (SRTestSession, SRReader<SRAccelerometerSensor>) {
        let session = try SRTestSession(study: study)
        session.disableDialogs = true
        session.sampleRates.accelerometerHz = 1
        if motionAllowed { session.setMotionAuthorizationStatus(.authorized) }
        let reader = try SRReader(sensor: .accelerometer)
        try await SRAuthorizationStatus.requestAuthorization(for: [reader.sensor])
        try await reader.startRecording()
        session.advance(by: 2 * 86_400)
        return (session, reader)
    }

    @Test func readsFromATaskGroupEachGetTheWholeWindow() async {
        await #expect(processExitsWith: .success) {
            let (session, reader) = try await SessionConcurrentReadsTests.twoDaysOfAccelerometer()
            let devices = try await reader.devices
            let to = SRAbsoluteTime.current().rawValue - 86_400
            var alone: [Int] = []
            for device in devices { alone.append(try await SessionConcurrentReadsTests.count(reader, device, endingAt: to)) }
            guard devices.count == 2, alone.allSatisfy({ $0 == 6 * 3600 }) else { exit(2) }
            for _ in 0..<10 {
                let together = try await withThrowingTaskGroup(of: Int.self) { group in
                    for i in 0..<8 {
                        group.addTask {
                            _ = try await reader.devices
                            return try await SessionConcurrentReadsTests.count(reader, devices[i % 2], endingAt: to)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                guard together == Array(repeating: 6 * 3600, count: 8) else { exit(3) }
            }
            withExtendedLifetime(session) {}
        }
    }
}

/// What the app's delegates and handlers heard, from whichever thread pumped the phone.
private final class Heard: NSObject, SRSensorReaderDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var fetchesEnded = 0, deviceLists = 0, pedometerAnswers = 0
    /// The readers and pedometers made, kept until the end: a reader's callbacks go with it.
    private var made: [AnyObject] = []
    func keep(_ object: AnyObject) { lock.withLock { made.append(object) } }
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<AnyObject>) -> Bool { true }
    func sensorReader(_ reader: SRSensorReader, didCompleteFetch fetchRequest: SRFetchRequest) { lock.withLock { fetchesEnded += 1 } }
    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        lock.withLock { fetchesEnded += 1 }
    }
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { lock.withLock { deviceLists += 1 } }
    func pedometerAnswered() { lock.withLock { pedometerAnswers += 1 } }
    var counts: [Int] { lock.withLock { [fetchesEnded, deviceLists, pedometerAnswers] } }
    /// Set when the app's tasks are done, so the test's pumping task stops.
    private var done = false
    var isDone: Bool { lock.withLock { done } }
    func finish() { lock.withLock { done = true } }
}

/// Hands the session to the task that pumps the phone while the others call it.
private final class SessionBox: @unchecked Sendable {
    let session: SRTestSession
    init(_ session: SRTestSession) { self.session = session }
}

extension SessionConcurrentReadsTests {
    /// The phone took turns for `SRReader` calls only: `SRSensorReader` and `CMPedometer` calls
    /// from a task group, and the session pumping the phone from another task, ran in it at the
    /// same time and crashed the test process, or lost callbacks. Every entry point now takes
    /// turns under one rule (`DeviceRuntime.driving`): each call is answered exactly once.
    /// A race shows only some runs, so four processes run it (about half crashed before).
    @Test(arguments: 1...4)
    func sensorKitAndCoreMotionCallsFromManyTasksAtOnceEachGetTheirAnswer(run: Int) async {
        await #expect(processExitsWith: .success) {
            let (session, reader) = try await SessionConcurrentReadsTests.twoDaysOfAccelerometer(motionAllowed: true)
            let devices = try await reader.devices
            let to = SRAbsoluteTime.current().rawValue - 86_400
            let now = SRAbsoluteTime(to).toCFAbsoluteTime()
            guard devices.count == 2 else { exit(2) }
            let heard = Heard()
            let box = SessionBox(session)
            let tasks = 8, rounds = 48
            let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
                // The test's own task pumps the phone all the while, as a test that awaits its
                // app's work with settle() does.
                group.addTask {
                    while !heard.isDone { box.session.settle(); await Task.yield() }
                    return 0
                }
                let wrong = try await withThrowingTaskGroup(of: Int.self) { workers in
                    for task in 0..<tasks {
                        workers.addTask {
                            var wrong = 0
                            for round in 0..<rounds {
                                switch (task + round) % 3 {
                                case 0:
                                    let request = SRFetchRequest()
                                    request.device = devices[round % 2]
                                    request.from = SRAbsoluteTime(to - 6 * 3600)
                                    request.to = SRAbsoluteTime(to)
                                    var samples = 0
                                    for try await response in reader.samples(matching: request) { samples += try response.sample.get().count }
                                    if samples != 6 * 3600 { wrong += 1 }
                                case 1:
                                    let old = SRSensorReader(sensor: .accelerometer)
                                    old.delegate = heard
                                    let request = SRFetchRequest()
                                    request.from = SRAbsoluteTime(to - 6 * 3600)
                                    request.to = SRAbsoluteTime(to)
                                    old.fetchDevices()
                                    old.fetch(request)
                                    if old.authorizationStatus != .authorized { wrong += 1 }
                                    heard.keep(old)
                                default:
                                    let pedometer = CMPedometer()
                                    pedometer.queryPedometerData(from: Date(timeIntervalSinceReferenceDate: now - 3600),
                                                                 to: Date(timeIntervalSinceReferenceDate: now)) { _, _ in heard.pedometerAnswered() }
                                    if CMPedometer.authorizationStatus() != .authorized { wrong += 1 }
                                    heard.keep(pedometer)
                                }
                            }
                            return wrong
                        }
                    }
                    return try await workers.reduce(0, +)
                }
                heard.finish()
                return try await group.reduce(wrong, +)
            }
            session.settle()
            // Each task makes calls of the three kinds in turn: a third of its rounds each.
            let each = tasks * rounds / 3
            guard wrong == 0, heard.counts == [each, each, each] else {
                print("wrong: \(wrong), heard: \(heard.counts)")
                exit(3)
            }
            withExtendedLifetime(session) {}
        }
    }
}

/// A delegate whose callback keeps the phone a while, as slow app code would, and says when.
private final class SlowDelegate: NSObject, SRSensorReaderDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var entered = false, left = false
    var isInside: Bool { lock.withLock { entered } }
    var hasLeft: Bool { lock.withLock { left } }
    private func dwell() {
        lock.withLock { entered = true }
        Thread.sleep(forTimeInterval: 0.3)
        lock.withLock { left = true }
    }
    func sensorReader(_ reader: SRSensorReader, didFetch devices: [SRDevice]) { dwell() }
    func sensorReader(_ reader: SRSensorReader, fetchDevicesDidFailWithError error: Error) { dwell() }
}

extension SessionConcurrentReadsTests {
    /// The session's own calls did not take turns with the app's: a test that revoked a sensor
    /// in Settings (or locked the phone, injected a fault, read the log) while another task
    /// pumped the phone changed it in the middle of the app's callback, a race that crashed
    /// the test process or lost callbacks in some runs. A session call now waits for the
    /// callback under way: here the revocation returns only after the slow callback ended.
    @Test func aSessionCallWaitsForTheAppsCallbackUnderWay() async {
        await #expect(processExitsWith: .success) {
            let session = try SRTestSession(study: SessionConcurrentReadsTests.study)
            session.disableDialogs = true
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in }
            session.settle()
            let reader = SRSensorReader(sensor: .accelerometer)
            let slow = SlowDelegate()
            reader.delegate = slow
            reader.fetchDevices()
            let box = SessionBox(session)
            let pump = Task.detached { box.session.settle() }
            while !slow.isInside { await Task.yield() }
            session.setAuthorizationStatus(.denied, for: .accelerometer)
            guard slow.hasLeft else { exit(3) }
            await pump.value
            withExtendedLifetime((session, reader)) {}
        }
    }
}
