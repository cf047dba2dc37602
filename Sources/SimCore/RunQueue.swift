/// A first-in, first-out queue of callbacks that runs only when the owner pumps it.
///
/// This is how every simulated framework delivers delegate callbacks and completions: the
/// API call enqueues, the host pumps, and the order is the same on every run.
public final class RunQueue {
    private var jobs: [() -> Void] = []
    private var head = 0

    public init() {}

    public var isEmpty: Bool { head == jobs.count }

    public func enqueue(_ job: @escaping () -> Void) { jobs.append(job) }

    /// Runs one job. Returns false when there was none.
    @discardableResult
    public func runOne() -> Bool {
        guard head < jobs.count else { return false }
        let job = jobs[head]
        head += 1
        if head == jobs.count { jobs.removeAll(keepingCapacity: true); head = 0 }
        job()
        return true
    }

    /// Drops every pending job (the app that would receive them is gone).
    public func removeAll() { jobs.removeAll(); head = 0 }
}
