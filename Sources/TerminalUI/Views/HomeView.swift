import Simulation

/// The phone's home screen while nothing is asked: the study app and whether it runs.
enum HomeView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        let sim = ctx.sim, theme = ctx.theme
        let c = PhoneView.content(rect)
        let state: String
        if sim.appRunning { state = "running" }
        else if sim.crashReason != nil { state = "crashed" }
        else { state = sim.launches == 0 ? "not launched yet" : "not running" }
        let y = c.y + max(0, c.height / 2 - 2)
        PhoneView.centred(sim.profile.appName, y: y, in: c, style: theme.title, on: &screen)
        PhoneView.centred(state, y: y + 1, in: c, style: sim.crashReason != nil ? theme.error : theme.secondary, on: &screen)
        PhoneView.centred("Press s for Settings", y: y + 3, in: c, style: theme.secondary, on: &screen)
    }
}
