/// Runs Swift concurrency jobs on a simulated device's run queue: async app code advances only
/// when the device's queue is pumped (a step, `advance(by:)`, `runUntilIdle()`), in the queue's
/// order, on the thread that drives the device. No thread, no timer: a job handed over here waits
/// in a list until the queue reaches its turn.
///
/// A task started with this executor as its preference (`Task(executorPreference:)`) runs its
/// nonisolated async calls here too (SE-0417), so `await reader.startRecording()` does not hop
/// to the global concurrent pool, and the same run gives the same order every time.
///
/// Unchecked `Sendable` because `TaskExecutor` is `Sendable` while a device is not: a device is
/// driven by one caller at a time, and every job is enqueued and run inside that caller's turn.
public final class DeviceExecutor: TaskExecutor, @unchecked Sendable {
    private unowned let runtime: DeviceRuntime
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var running = false
    /// Turns that came while a job ran (a job that pumps the queue itself): they are taken after it.
    private var owed = 0

    public init(runtime: DeviceRuntime) { self.runtime = runtime }

    public func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
        runtime.queue.enqueue { [self] in runNext() }
    }

    /// Runs the oldest job. One job at a time: a job that pumps the device's queue from inside
    /// (the daemon's async request does) must not run another job in the middle of itself.
    private func runNext() {
        guard !running else { owed += 1; return }
        guard head < jobs.count else { return }
        let job = jobs[head]
        head += 1
        if head == jobs.count { jobs.removeAll(keepingCapacity: true); head = 0 }
        running = true
        job.runSynchronously(on: asUnownedTaskExecutor())
        running = false
        while owed > 0 {
            owed -= 1
            runtime.queue.enqueue { [self] in runNext() }
        }
    }
}
