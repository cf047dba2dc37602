/// The Motion & Fitness alert, as the daemon asks for it. Whoever presents it (the consent
/// screens, a script, a test) answers later with `allow()` or `deny()`.
package final class MotionPrompt {
    package enum Outcome: String, Sendable, Equatable {
        /// The person tapped OK.
        case allowed
        /// The person tapped Don’t Allow.
        case denied
    }

    package let appName: String
    /// `“<App>” Would Like to Access Your Motion & Fitness Activity`.
    package let title: String
    /// The app's `NSMotionUsageDescription`.
    package let message: String
    /// The alert's buttons, left to right (newer iOS may say "Allow"; see FIDELITY.md).
    package let buttons = ["Don’t Allow", "OK"]
    package private(set) var outcome: Outcome?
    /// True when the system took the alert away unanswered (the app was relaunched or crashed,
    /// or Settings decided first); a later answer is ignored.
    package private(set) var isDismissed = false
    private let onFinish: (Outcome) -> Void

    init(appName: String, message: String, onFinish: @escaping (Outcome) -> Void) {
        self.appName = appName
        self.title = "“\(appName)” Would Like to Access Your Motion & Fitness Activity"
        self.message = message
        self.onFinish = onFinish
    }

    package var isFinished: Bool { outcome != nil || isDismissed }

    /// Answers the alert. Only the first answer counts.
    package func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        self.outcome = outcome
        onFinish(outcome)
    }

    package func allow() { finish(.allowed) }
    package func deny() { finish(.denied) }

    func dismiss() { if !isFinished { isDismissed = true } }
}
