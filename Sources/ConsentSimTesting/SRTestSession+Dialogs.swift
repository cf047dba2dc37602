import SensorKitSim
import CoreMotionSim

/// The sheet and the alert: answered at once with `disableDialogs`, otherwise left waiting for
/// the test to answer them.
extension SRTestSession: SensorKitPrompter, MotionPrompter {
    package func present(_ prompt: AuthorizationPrompt) {
        sheetsShown.append(prompt.sensors)
        if disableDialogs { prompt.finish(.answered(answers(for: prompt.sensors))) }
    }

    package func present(_ prompt: MotionPrompt) {
        motionAlertsShown += 1
        if disableDialogs { finish(prompt) }
    }

    /// The sensors the sheet on screen lists, or nil when no sheet is waiting.
    public var pendingSheet: [SRSensor]? {
        guard let p = phone.sensorKit.pendingPrompt, !p.isFinished else { return nil }
        return p.sensors
    }

    /// Answers the waiting sheet with `sheetAnswers` and `defaultAnswer`, as the participant
    /// tapping through it would. The app's completion runs on the next `settle()`.
    public func answerSheet() {
        guard let p = phone.sensorKit.pendingPrompt else { return }
        p.finish(.answered(answers(for: p.sensors)))
    }

    /// Cancels the waiting sheet: the request completes with `promptDeclined`.
    public func cancelSheet() { phone.sensorKit.pendingPrompt?.finish(.cancelled) }

    /// True while a Motion & Fitness alert waits for an answer.
    public var pendingMotionAlert: Bool { phone.motion.pendingPrompt.map { !$0.isFinished } ?? false }

    /// Answers the waiting Motion & Fitness alert with `motionAnswer`.
    public func answerMotionAlert() {
        guard let p = phone.motion.pendingPrompt else { return }
        finish(p)
    }

    private func answers(for sensors: [SRSensor]) -> [SRSensor: Bool] {
        Dictionary(uniqueKeysWithValues: sensors.map { ($0, (sheetAnswers[$0] ?? defaultAnswer) == .allow) })
    }

    private func finish(_ prompt: MotionPrompt) {
        if motionAnswer == .allow { prompt.allow() } else { prompt.deny() }
    }
}
