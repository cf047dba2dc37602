/// The Motion & Fitness alert, as the daemon asks for it. Whoever presents it (the consent
/// screens, a script, a test) answers later with `allow()` or `deny()`.
public final class MotionPrompt {
    public enum Outcome: String, Sendable, Equatable {
        /// The person tapped OK.
        case allowed
        /// The person tapped Don’t Allow.
        case denied
    }

    public let appName: String
    /// `“<App>” Would Like to Access Your Motion & Fitness Activity`.
    public let title: String
    /// The app's `NSMotionUsageDescription`.
    public let message: String
    /// The alert's buttons, left to right (newer iOS may say "Allow"; see FIDELITY.md).
    public let buttons = ["Don’t Allow", "OK"]
    public private(set) var outcome: Outcome?
    /// True when the system took the alert away unanswered (the app was relaunched or crashed,
    /// or Settings decided first); a later answer is ignored.
    public private(set) var isDismissed = false
    private let onFinish: (Outcome) -> Void

    init(appName: String, message: String, onFinish: @escaping (Outcome) -> Void) {
        self.appName = appName
        self.title = "“\(appName)” Would Like to Access Your Motion & Fitness Activity"
        self.message = message
        self.onFinish = onFinish
    }

    public var isFinished: Bool { outcome != nil || isDismissed }

    /// Answers the alert. Only the first answer counts.
    public func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        self.outcome = outcome
        onFinish(outcome)
    }

    public func allow() { finish(.allowed) }
    public func deny() { finish(.denied) }

    func dismiss() { if !isFinished { isDismissed = true } }
}
