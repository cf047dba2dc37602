/// The Research Sensor & Usage Data sheet, as the engine asks for it: which sensors to show.
/// Whoever presents it (the consent screens, a script, a test) answers with `finish`.
package final class AuthorizationPrompt {
    package enum Outcome: Equatable, Sendable {
        /// The person went through the sheet; `true` is Allow, `false` Don't Allow.
        /// Sensors missing from the map stay `notDetermined`.
        case answered([SRSensor: Bool])
        /// The person cancelled the sheet: nothing changes, completion gets `promptDeclined`.
        case cancelled
        /// The person chose Don't Enroll in Study on the Required alert: the sheet closes as a
        /// cancel does (FIDELITY.md), and the log names the button.
        case notEnrolling
    }

    /// The sensors to ask about, in the order the sheet shows them.
    package let sensors: [SRSensor]
    /// The app's display name, for the sheet's title.
    package let appName: String
    /// True when Research Sensor & Usage Data collection is off in Settings.
    package let collectionDisabled: Bool
    package private(set) var outcome: Outcome?
    private let onFinish: (Outcome) -> Void

    init(sensors: [SRSensor], appName: String, collectionDisabled: Bool, onFinish: @escaping (Outcome) -> Void) {
        self.sensors = sensors
        self.appName = appName
        self.collectionDisabled = collectionDisabled
        self.onFinish = onFinish
    }

    /// True once the sheet closed with the app's process, unanswered (`dismiss`).
    package private(set) var isDismissed = false

    package var isFinished: Bool { outcome != nil || isDismissed }

    /// Answers the sheet. Only the first answer counts.
    package func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        self.outcome = outcome
        onFinish(outcome)
    }

    /// Closes the sheet unanswered because the app's process ended: nothing is stored and no
    /// completion runs, as the process that asked is gone.
    func dismiss() { if !isFinished { isDismissed = true } }
}

/// Presents the authorization sheet. It may answer at once (a script) or later (a person).
package protocol SensorKitPrompter: AnyObject {
    func present(_ prompt: AuthorizationPrompt)
}
