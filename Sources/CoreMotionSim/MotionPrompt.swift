import SimCore

/// The Motion & Fitness alert, as the daemon asks for it. Whoever presents it (the consent
/// screens, a script, a test) answers later with `allow()` or `deny()`.
package final class MotionPrompt {
    package enum Outcome: String, Sendable, Equatable {
        /// The person tapped Allow (OK on older iOS).
        case allowed
        /// The person tapped Don’t Allow.
        case denied
    }

    package let appName: String
    /// The wording the phone's iOS version gives the alert.
    package let form: MotionAlertForm
    /// `“<App>” would like to access your Motion & Fitness activity.`, in English, as the log shows it.
    package var title: String { form.title(app: appName) }
    /// The app's `NSMotionUsageDescription`.
    package let message: String
    /// The alert's buttons in English, left to right.
    package var buttons: [String] { [MotionAlertForm.dontAllowButton, form.allowButton] }
    package private(set) var outcome: Outcome?
    /// True when the system took the alert away unanswered (the app was relaunched or crashed,
    /// or Settings decided first); a later answer is ignored.
    package private(set) var isDismissed = false
    private let onFinish: (Outcome) -> Void

    init(appName: String, message: String, form: MotionAlertForm, onFinish: @escaping (Outcome) -> Void) {
        self.appName = appName
        self.form = form
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
