import Simulation

/// The phone's home screen while nothing is asked: the study app and whether it runs.
enum HomeView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        let state = ctx.state, theme = ctx.theme, text = state.text
        let c = PhoneView.content(rect)
        let appState = text.name(of: AppRunState(running: state.appRunning, crashed: state.crashReason != nil, launches: state.launches))
        let y = c.y + max(0, c.height / 2 - 2)
        PhoneView.centred(state.profile.appName, y: y, in: c, style: theme.title, on: &screen)
        PhoneView.centred(appState, y: y + 1, in: c, style: state.crashReason != nil ? theme.error : theme.secondary, on: &screen)
        PhoneView.centred(text.settingsHint, y: y + 3, in: c, style: theme.secondary, on: &screen)
    }
}
