import SimCore
import SensorKitSim
import CoreMotionSim

/// The headless participant's answers, given once the phone has nothing left to do at that
/// instant rather than inside the app's call that raised the sheet or alert: a person answers
/// after the app's launch code has run (the reader app's tasks included), so an app that ends
/// in that code (Motion & Fitness queried at launch without its usage text) takes the sheet
/// with it unanswered, as the phone and a scenario do (FIDELITY.md, the sheet and the app's
/// process). The same virtual instant; only the order within it moves.
final class IdlePrompter: SensorKitPrompter, MotionPrompter {
    private let answers: AutoPrompter
    private let runtime: DeviceRuntime

    init(_ answers: AutoPrompter, runtime: DeviceRuntime) {
        self.answers = answers
        self.runtime = runtime
    }

    func present(_ prompt: AuthorizationPrompt) {
        // A timer at this instant fires after the queue has run dry (`DeviceRuntime.advance`).
        runtime.schedule(at: runtime.clock.now) { [answers] in if !prompt.isFinished { answers.present(prompt) } }
    }

    func present(_ prompt: MotionPrompt) {
        runtime.schedule(at: runtime.clock.now) { [answers] in if !prompt.isFinished { answers.present(prompt) } }
    }
}
