extension MotionDaemon {
    /// Whether the app has touched CoreMotion yet: the alert answered or up, a query waiting, an
    /// update handler installed. A test session refuses to change the seed once it has.
    package var hasBeenUsed: Bool {
        storedStatus != .notDetermined || pendingPrompt != nil || !waiters.isEmpty || !subscriptions.isEmpty
    }
}
