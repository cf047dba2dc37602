import Foundation
import SimCore
@testable import CoreMotionSim

/// A Monday, 10:00 UTC, on a slot boundary: a working day with a commute ahead.
let testStart = Date(timeIntervalSinceReferenceDate: 800_186_400)

/// Records every alert and answers it on demand (or at once when `autoAnswer` is set).
final class TestPrompter: MotionPrompter {
    var prompts: [MotionPrompt] = []
    var autoAnswer: MotionPrompt.Outcome?

    func present(_ prompt: MotionPrompt) {
        prompts.append(prompt)
        if let autoAnswer { prompt.finish(autoAnswer) }
    }
}

/// What one query handler received.
final class QueryResult {
    var calls = 0
    var activities: [CMMotionActivity]?
    var error: NSError?
    var code: Int? { error?.code }
}

/// The manager the app's current process made.
final class AppManagers {
    private var made: (process: Int, manager: CMMotionActivityManager)?

    func current(on daemon: MotionDaemon) -> CMMotionActivityManager {
        if let made, made.process == daemon.processGeneration { return made.manager }
        let manager = CMMotionActivityManager.make(daemon: daemon)
        made = (daemon.processGeneration, manager)
        return manager
    }
}

/// One simulated phone with CoreMotion installed and a study app's manager.
struct MotionDevice {
    let runtime: DeviceRuntime
    let daemon: MotionDaemon
    /// Held here because the daemon holds its prompter weakly.
    let prompter: TestPrompter
    private let managers = AppManagers()
    /// The running app's manager: a relaunched app makes its own, as one the quit process made
    /// answers nothing.
    var manager: CMMotionActivityManager { managers.current(on: daemon) }

    init(usage: String? = "Detects your trips to the clinic.", seed: UInt64 = 7, prompter attach: Bool = true,
         config: MotionConfig = MotionConfig()) {
        runtime = DeviceRuntime(clock: VirtualClock(start: testStart))
        daemon = MotionDaemon(runtime: runtime, app: MotionApp(displayName: "Trips", usageDescription: usage),
                              config: config, seed: seed)
        prompter = TestPrompter()
        if attach { daemon.prompter = prompter }
    }

    var now: Date { runtime.clock.date }

    func ago(_ seconds: Double) -> Date { now.addingTimeInterval(-seconds) }

    @discardableResult
    func query(_ start: Date, _ end: Date) -> QueryResult {
        let r = QueryResult()
        manager.queryActivityStarting(from: start, to: end, to: OperationQueue()) { activities, error in
            r.calls += 1
            r.activities = activities
            r.error = error.map { $0 as NSError }
        }
        return r
    }

    /// Authorizes through the alert, then pumps the queue.
    func authorize() {
        prompter.autoAnswer = .allowed
        query(ago(3600), now)
        runtime.runUntilIdle()
    }

    func events(_ kind: SystemEvent.Kind) -> [SystemEvent] { runtime.events.filter { $0.kind == kind } }
}

let hour = 3600.0
let day = 86_400.0
