import Foundation
import SimCore

/// Live activity updates: the current activity first, then one call per logged change.
extension MotionDaemon {
    /// One manager's `startActivityUpdates`. Inactive while it waits for the alert.
    struct Subscription {
        let token: Int
        weak var manager: CMMotionActivityManager?
        let handler: (CMMotionActivity?) -> Void
        var active: Bool
    }

    func isActive(_ token: Int) -> Bool {
        subscriptions.contains { $0.token == token && $0.active && $0.manager != nil }
    }

    /// Starts (or, as Apple does for a second call, replaces) `manager`'s updates. The update
    /// handler has no error argument: when access is refused it is simply never called.
    func startUpdates(for manager: CMMotionActivityManager, handler: @escaping (CMMotionActivity?) -> Void) {
        stopUpdates(for: manager)
        nextToken += 1
        let token = nextToken
        subscriptions.append(Subscription(token: token, manager: manager, handler: handler, active: false))
        withAccess("startActivityUpdates", granted: { [weak self] in
            guard let self, let i = self.subscriptions.firstIndex(where: { $0.token == token }) else { return }
            self.subscriptions[i].active = true
            let current = self.store.current(at: self.now)
            self.deliver { [weak self] in if self?.isActive(token) == true { handler(current) } }
        }, refused: { [weak self] code in
            guard let self else { return }
            self.subscriptions.removeAll { $0.token == token }
            self.runtime.record(MotionEvent.updatesFailed(code: code))
        })
    }

    func stopUpdates(for manager: CMMotionActivityManager) {
        subscriptions.removeAll { $0.manager === manager || $0.manager == nil }
    }

    /// Delivers every change logged in `(from, to]` to each active subscription, in time order.
    func clockAdvanced(_ from: Double, _ to: Double) {
        subscriptions.removeAll { $0.manager == nil }
        let live = subscriptions.filter(\.active)
        guard !live.isEmpty, !crashed, access() == .granted else { return }
        let changes = store.activities(from: from, through: to, includingLower: false)
        for activity in changes {
            for sub in live {
                let token = sub.token, handler = sub.handler
                // Checked again at delivery: an earlier handler may have stopped updates.
                deliver { [weak self] in if self?.isActive(token) == true { handler(activity) } }
            }
        }
    }
}
