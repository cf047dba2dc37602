/// The Research Sensor & Usage Data sheet, as the engine asks for it: which sensors to show.
/// Whoever presents it (the consent screens, a script, a test) answers with `finish`.
///
/// While Research Sensor & Usage Data collection is off, SensorKit shows “Enable Research Sensor
/// & Usage Data” in the sheet's place (`awaitsCollection`); its pages follow once collection is on.
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
    /// True while SensorKit shows “Enable Research Sensor & Usage Data” instead of the sheet:
    /// collection was off in Settings when the app asked and has not been on since. Its only
    /// ways out are Cancel (`finish(.cancelled)`) and collection turned on, after which the
    /// sheet's pages follow (`collectionTurnedOn`). The one rule the daemon, the screens and
    /// `SRTestSession` read (iOS 26.1's SRAuthorizationPromptViewController and
    /// SREnableSensorKitController; FIDELITY.md).
    package private(set) var awaitsCollection: Bool
    package private(set) var outcome: Outcome?
    private let onFinish: (Outcome) -> Void

    init(sensors: [SRSensor], appName: String, awaitsCollection: Bool, onFinish: @escaping (Outcome) -> Void) {
        self.sensors = sensors
        self.appName = appName
        self.awaitsCollection = awaitsCollection
        self.onFinish = onFinish
    }

    /// True once the sheet closed with the app's process, unanswered (`dismiss`).
    package private(set) var isDismissed = false

    package var isFinished: Bool { outcome != nil || isDismissed }

    /// Answers the sheet. Only the first answer counts, and the Enable Research Sensor & Usage
    /// Data page has no sensor to answer: there only a cancel counts.
    package func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        if awaitsCollection, outcome != .cancelled { return }
        self.outcome = outcome
        onFinish(outcome)
    }

    /// Collection is on: the sheet's pages take the Enable page's place (SensorKit pushes its
    /// authorization table once the prerequisites notification says collection is enabled).
    /// Returns whether the prompt was waiting for it.
    func collectionTurnedOn() -> Bool {
        guard awaitsCollection, !isFinished else { return false }
        awaitsCollection = false
        return true
    }

    /// Closes the sheet unanswered because the app's process ended: nothing is stored and no
    /// completion runs, as the process that asked is gone.
    func dismiss() { if !isFinished { isDismissed = true } }
}

/// Presents the authorization sheet. It may answer at once (a script) or later (a person).
package protocol SensorKitPrompter: AnyObject {
    func present(_ prompt: AuthorizationPrompt)
}
