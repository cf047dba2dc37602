import Foundation

/// `ScenarioBatch`'s hand-over between its threads: which scenario to play next, and the
/// results that finished before an earlier one, held until it is reported.
///
/// Unchecked Sendable: every stored property is read and written with `condition` locked, and
/// a thread waits on it when it is too far ahead.
final class OrderedDelivery: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private let failFast: Bool
    /// The next scenario to hand out, and the next to report.
    private var next = 0
    private var reported = 0
    /// The first failing scenario by position, under `failFast`.
    private var firstFailure = Int.max
    /// Results that finished before one ahead of them.
    private var waiting: [Int: ScenarioResult] = [:]
    /// Whether a thread is reporting now (reports are made one at a time, without the lock).
    private var reporting = false

    /// The caller's `report`, carried to the threads. Unchecked Sendable: `finish` calls it
    /// only while its `reporting` flag is set, and `finishUnplayed` after the threads are done,
    /// so it is never called from two threads at once.
    struct Reporter: @unchecked Sendable {
        let call: (Int, ScenarioResult) -> Void
        init(_ call: @escaping (Int, ScenarioResult) -> Void) { self.call = call }
    }

    init(count: Int, window: Int, failFast: Bool) {
        self.count = count; self.window = max(1, window); self.failFast = failFast
    }

    /// The next scenario to play, or nil when none is left (or none after a failure, under
    /// `failFast`). Waits while the results not yet reported fill the window.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count && next < firstFailure {
            if next < reported + window {
                defer { next += 1 }
                return next
            }
            condition.wait()
        }
        return nil
    }

    /// Files scenario `index`'s result and reports every result that is now next in order,
    /// unless another thread is doing so (it will report this one too).
    func finish(_ index: Int, _ result: ScenarioResult, notRun: (Int, String) -> ScenarioResult, report: Reporter) {
        condition.lock()
        defer { condition.unlock() }
        if failFast && !result.passed && index < firstFailure {
            firstFailure = index
            condition.broadcast()
        }
        waiting[index] = result
        guard !reporting else { return }
        reporting = true
        while let ready = waiting.removeValue(forKey: reported) {
            let i = reported
            // Every scenario before `i` has been reported, so the first failure before it is known.
            let shown = i > firstFailure ? notRun(i, ScenarioResult.stoppedEarly) : ready
            condition.unlock()
            report.call(i, shown)
            condition.lock()
            reported += 1
            condition.broadcast()
        }
        reporting = false
    }

    /// After the threads are done: the scenarios never played (stopped by `failFast`),
    /// reported as not run.
    func finishUnplayed(notRun: (Int, String) -> ScenarioResult, report: Reporter) {
        condition.lock()
        let from = reported
        reported = count
        condition.unlock()
        for i in from..<count { report.call(i, notRun(i, ScenarioResult.stoppedEarly)) }
    }
}
