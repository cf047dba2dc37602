import Simulation

/// The Motion & Fitness alert: its title, the app's NSMotionUsageDescription, and the
/// buttons Don’t Allow and OK side by side.
enum MotionPromptView {
    static func draw(_ ctx: ViewContext, in panel: Rect, on screen: inout Screen) {
        guard let prompt = ctx.state.motionAlert else { return }
        AlertView.draw(title: prompt.title, message: prompt.message, buttons: ctx.controls.map(\.id),
                       arrangement: .sideBySide, ctx, in: panel, on: &screen)
    }
}
