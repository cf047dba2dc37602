import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim
import CoreMotionSim

/// A reader or motion manager is confined to its session's thread, as the session is: a team's
/// fetcher that hops to a `DispatchQueue` or `Thread` of its own would race the test's
/// `settle()` on the phone's queue, so in debug builds the call stops the test with the rule
/// instead of a crash later, or a test that passes one run in ten.
@Suite struct ReaderThreadTests {
    static var study: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
    }

    #if DEBUG
    @Test func aReaderUsedFromAnotherThreadStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: ReaderThreadTests.study)
            let box = ObjectBox(SRSensorReader(sensor: .accelerometer))
            let done = DispatchSemaphore(value: 0)
            Thread { box.object.fetchDevices(); done.signal() }.start()
            done.wait()
            withExtendedLifetime(session) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("SRSensorReader.fetchDevices() was called from another thread"), "\(text)")
        #expect(text.contains("not from a DispatchQueue or Thread of your own"), "\(text)")
        #expect(text.contains("@MainActor"), "main-queue app code is told how to keep the rule: \(text)")
    }

    @Test func aMotionManagerUsedFromAnotherThreadStopsWithTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: ReaderThreadTests.study)
            let box = ObjectBox(CMPedometer())
            let done = DispatchSemaphore(value: 0)
            Thread { box.object.stopUpdates(); done.signal() }.start()
            done.wait()
            withExtendedLifetime(session) {}
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("CMPedometer.stopUpdates() was called from another thread"), "\(text)")
    }

    /// A call that names no reader or manager (the clock, the class methods) keeps the rule too.
    @Test func aClassCallFromAnotherThreadStopsWithTheRule() async {
        let clock = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: ReaderThreadTests.study)
            let done = DispatchSemaphore(value: 0)
            Thread { _ = SRAbsoluteTime.current(); done.signal() }.start()
            done.wait()
            withExtendedLifetime(session) {}
        }
        let clockText = String(decoding: clock?.standardErrorContent ?? [], as: UTF8.self)
        #expect(clockText.contains("SRAbsoluteTime.current() was called from another thread"), "\(clockText)")
        let motion = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = try SRTestSession(study: ReaderThreadTests.study)
            let done = DispatchSemaphore(value: 0)
            Thread { _ = CMPedometer.authorizationStatus(); done.signal() }.start()
            done.wait()
            withExtendedLifetime(session) {}
        }
        let motionText = String(decoding: motion?.standardErrorContent ?? [], as: UTF8.self)
        #expect(motionText.contains("CMPedometer.authorizationStatus() was called from another thread"), "\(motionText)")
    }
    #endif

    /// Work that stays in Swift tasks is let through, as for the session: an async test resumes
    /// on whichever thread its executor picks.
    @Test func aReaderUsedFromATaskOnAnotherThreadWorks() async {
        await #expect(processExitsWith: .success) {
            let session = try SRTestSession(study: ReaderThreadTests.study)
            session.disableDialogs = true
            let box = ObjectBox(SRSensorReader(sensor: .accelerometer))
            await Task.detached { box.object.fetchDevices() }.value
            session.settle()
        }
    }
}

/// Hands an object to another thread, which is the misuse under test.
private final class ObjectBox<T>: @unchecked Sendable {
    let object: T
    init(_ object: T) { self.object = object }
}
