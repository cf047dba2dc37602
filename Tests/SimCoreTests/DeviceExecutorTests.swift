import Foundation
import Testing
@testable import SimCore

/// Async code on a device's executor moves only when the device's queue is pumped, in order,
/// and a job that pumps the queue itself never has another job run inside it.
@Suite struct DeviceExecutorTests {
    /// What the tasks did, in order; touched only inside the device's turn.
    final class Trace: @unchecked Sendable {
        var lines: [String] = []
    }

    /// A nonisolated async call, as `SRReader.startRecording()` is: with the executor as the
    /// task's preference it runs there rather than on the global pool.
    static func nonisolatedStep(_ trace: Trace, _ line: String) async {
        trace.lines.append(line)
    }

    @Test func tasksAdvanceOnlyWhenTheQueueIsPumped() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 0)))
        let executor = DeviceExecutor(runtime: runtime)
        let trace = Trace()
        Task(executorPreference: executor) {
            trace.lines.append("a1")
            await Self.nonisolatedStep(trace, "a2")
            await Task.yield()
            trace.lines.append("a3")
        }
        Task(executorPreference: executor) { trace.lines.append("b1") }
        #expect(trace.lines.isEmpty)
        runtime.runUntilIdle()
        #expect(trace.lines == ["a1", "a2", "b1", "a3"])
    }

    @Test func aJobThatPumpsTheQueueRunsNoOtherJobInsideIt() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 0)))
        let executor = DeviceExecutor(runtime: runtime)
        let trace = Trace()
        nonisolated(unsafe) let device = runtime
        Task(executorPreference: executor) {
            trace.lines.append("a begins")
            device.runUntilIdle()
            trace.lines.append("a ends")
        }
        Task(executorPreference: executor) { trace.lines.append("b") }
        runtime.runUntilIdle()
        #expect(trace.lines == ["a begins", "a ends", "b"])
    }

    @Test func timersRunTheTasksTheyStartAtTheirTime() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSince1970: 0)))
        let executor = DeviceExecutor(runtime: runtime)
        let trace = Trace()
        nonisolated(unsafe) let device = runtime
        runtime.schedule(at: runtime.clock.now + 60) {
            Task(executorPreference: executor) { trace.lines.append("at \(Int(device.clock.now))") }
        }
        runtime.advance(by: 30)
        #expect(trace.lines.isEmpty)
        let due = runtime.clock.now + 30
        runtime.advance(by: 120)
        #expect(trace.lines == ["at \(Int(due))"])
    }
}
