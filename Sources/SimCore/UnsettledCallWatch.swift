import Foundation
import Dispatch

/// Notices an app call whose callbacks wait on the queue while nothing delivers them.
///
/// The phone answers only when its host settles the queue or moves the clock. A test that
/// awaits a continuation those callbacks resume never gets back to `settle()`, so it would wait
/// for ever without a word. When a call leaves callbacks queued and nothing has settled `delay`
/// seconds of wall time later, the watch reports once, naming the call. It only watches: it
/// never runs the queue, so the order of callbacks stays the host's.
public final class UnsettledCallWatch: @unchecked Sendable {
    // Guarded by `lock`: the check runs on a dispatch thread while the test's thread waits.
    private let lock = NSLock()
    private var generation = 0
    private var watchedGeneration = -1
    private var cancelled = false
    private var _delay: TimeInterval
    private var _reports: [String] = []
    private let report: @Sendable (String) -> Void

    /// `report` hears each message (after it is kept in `reports`), on a dispatch thread.
    public init(delay: TimeInterval, report: @escaping @Sendable (String) -> Void) {
        _delay = delay
        self.report = report
    }

    /// Seconds of wall time a call's callbacks may wait before the watch reports.
    public var delay: TimeInterval {
        get { lock.withLock { _delay } }
        set { lock.withLock { _delay = newValue } }
    }

    /// What the watch reported so far, oldest first.
    public var reports: [String] { lock.withLock { _reports } }

    /// What the report tells the test to do.
    static let advice = "the phone answers only inside SRTestSession's settle() or advance(by:), so a test awaiting a continuation those callbacks resume waits for ever. Set session.settlesAfterEachCall = true before the call, or call session.settle()"

    /// `call` returned leaving callbacks on the queue.
    public func noteQueued(by call: String) {
        let start: (Int, TimeInterval)? = lock.withLock {
            guard !cancelled, watchedGeneration != generation else { return nil }
            watchedGeneration = generation
            return (generation, _delay)
        }
        guard let (watched, delay) = start else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.check(watched, call: call, waited: delay)
        }
    }

    /// The queue was run: whatever was waiting has been delivered.
    public func noteSettled() { lock.withLock { generation += 1 } }

    /// Stops watching (the session is gone).
    public func cancel() { lock.withLock { cancelled = true } }

    private func check(_ watched: Int, call: String, waited: TimeInterval) {
        let message: String? = lock.withLock {
            guard !cancelled, generation == watched else { return nil }
            let text = "\(call) left callbacks queued \(String(format: "%g", waited)) s ago "
                + "and nothing has delivered them: \(Self.advice)"
            _reports.append(text)
            return text
        }
        if let message { report(message) }
    }
}
