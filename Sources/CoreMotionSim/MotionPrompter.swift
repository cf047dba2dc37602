/// Presents the Motion & Fitness alert. It may answer at once (a script) or later (a person).
package protocol MotionPrompter: AnyObject {
    func present(_ prompt: MotionPrompt)
}
