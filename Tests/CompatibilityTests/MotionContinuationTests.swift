import XCTest
import ConsentSimTesting
#if canImport(CoreMotion)
import CoreMotion
#else
import CoreMotionSim
#endif

/// The way study apps await CoreMotion: a query wrapped in a checked continuation. Awaited by
/// the test itself, nothing else pumps the phone, so the session must deliver each call's
/// handler before the call returns (`settlesAfterEachCall`), as it does for SensorKit's.
final class MotionContinuationTests: XCTestCase {
    private func steps(_ pedometer: CMPedometer, from start: Date, to end: Date) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            pedometer.queryPedometerData(from: start, to: end) { data, error in
                if let data { continuation.resume(returning: data.numberOfSteps.intValue) } else {
                    continuation.resume(throwing: error ?? NSError(domain: CMErrorDomain, code: Int(CMErrorUnknown.rawValue)))
                }
            }
        }
    }

    private func activities(_ manager: CMMotionActivityManager, from start: Date, to end: Date) async throws -> [CMMotionActivity] {
        try await withCheckedThrowingContinuation { continuation in
            manager.queryActivityStarting(from: start, to: end, to: .main) { activities, error in
                if let activities { continuation.resume(returning: activities) } else {
                    continuation.resume(throwing: error ?? NSError(domain: CMErrorDomain, code: Int(CMErrorUnknown.rawValue)))
                }
            }
        }
    }

    func testEveryMotionCallAnswersBeforeItReturns() throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        session.settlesAfterEachCall = true
        let manager = CMMotionActivityManager()
        var queried: [CMMotionActivity]?
        manager.queryActivityStarting(from: session.now.addingTimeInterval(-3600), to: session.now, to: .main) { a, _ in queried = a }
        XCTAssertNotNil(queried, "the alert is answered and the query's handler runs inside the call")
        var current: CMMotionActivity?
        manager.startActivityUpdates(to: .main) { current = $0 }
        XCTAssertNotNil(current, "the current activity arrives inside the call")
        let pedometer = CMPedometer()
        var data: CMPedometerData?
        pedometer.queryPedometerData(from: session.now.addingTimeInterval(-3600), to: session.now) { d, _ in data = d }
        XCTAssertNotNil(data)
        var cumulative: CMPedometerData?
        pedometer.startUpdates(from: session.now.addingTimeInterval(-3600)) { d, _ in cumulative = d }
        XCTAssertNotNil(cumulative)
    }

    func testAContinuationWrappedQueryReturnsInAnAsyncTest() async throws {
        let session = try SRTestSession(study: StudyFixture.path)
        session.disableDialogs = true
        session.settlesAfterEachCall = true
        session.advance(by: 86_400)
        let pedometer = CMPedometer()
        let end = session.now
        var answered = false
        pedometer.queryPedometerData(from: end.addingTimeInterval(-60), to: end) { _, _ in answered = true }
        // Awaiting the wrapper below when the handler does not run inside the call would never return.
        guard answered else { return XCTFail("queryPedometerData's handler did not run inside the call") }
        let total = try await steps(pedometer, from: end.addingTimeInterval(-86_400), to: end)
        XCTAssertGreaterThan(total, 0, "a day of the participant's routine holds walking")
        let log = try await activities(CMMotionActivityManager(), from: end.addingTimeInterval(-86_400), to: end)
        XCTAssertFalse(log.isEmpty)
    }
}
