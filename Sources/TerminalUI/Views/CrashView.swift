import Simulation

/// The phone after the study app crashed: the reason iOS gives, and a control to relaunch.
enum CrashView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        let state = ctx.state, theme = ctx.theme, text = state.text
        let c = PhoneView.content(rect)
        PhoneView.centred(text.crashTitle(app: state.profile.appName), y: c.y, in: c, style: theme.error, on: &screen)
        Box.divider(rect, y: c.y + 2, style: theme.border, on: &screen)
        var flow = TextFlow(width: c.width)
        flow.lines([(text.crashReasonHeading, theme.title)])
        flow.text(state.crashReason ?? "", theme.text)
        flow.blank()
        flow.text(text.launchesSoFar(state.launches), theme.secondary)
        flow.draw(in: Rect(x: c.x, y: c.y + 4, width: c.width, height: c.maxY - 2 - (c.y + 4)),
                  scroll: state.pageScroll, indicatorX: rect.maxX - 1, ctx, on: &screen)
        ControlView.button(.crashRelaunch, ctx, x: c.x, y: c.maxY - 1, width: c.width, on: &screen)
    }
}
