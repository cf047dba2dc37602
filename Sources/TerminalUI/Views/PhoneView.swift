import Simulation

/// The phone: a framed panel showing whatever is on top (home screen, consent sheet,
/// alerts, Settings, the crash), with alerts drawn over a dimmed copy of what they cover.
enum PhoneView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        Box.draw(rect, label: ctx.state.deviceName, style: ctx.theme.border, on: &screen)
        let state = ctx.state
        switch state.foreground {
        case .home:
            HomeView.draw(ctx, in: rect, on: &screen)
        case .sheet:
            SheetView.draw(ctx, in: rect, on: &screen)
        case .requiredAlert(let sensor):
            let below = SheetView.draw(ctx, in: rect, on: &screen)
            Box.dim(rect.inset(1, 1), on: &screen)
            RequiredAlertView.draw(sensor, ctx, in: rect, within: below, on: &screen)
        case .motionAlert:
            switch state.alertBackdrop {
            case .settings: SettingsView.draw(ctx, in: rect, on: &screen)
            case .crashed: CrashView.draw(ctx, in: rect, on: &screen)
            default: StudyAppView.draw(ctx, in: rect, on: &screen)
            }
            Box.dim(rect.inset(1, 1), on: &screen)
            MotionPromptView.draw(ctx, in: rect, on: &screen)
            // The alert is modal: the page behind it does not scroll.
            screen.scrollArea = nil
        case .deleteConfirmation:
            // The study's page stays in sight, dimmed; only the alert's buttons can be pressed.
            SettingsView.draw(ViewContext(backdropOf: state, theme: ctx.theme), in: rect, on: &screen)
            screen.removeHotspots()
            Box.dim(rect.inset(1, 1), on: &screen)
            AlertView.draw(title: state.text.deleteUnsharedConfirmTitle, message: nil, buttons: ctx.controls.map(\.id),
                           arrangement: .stacked, ctx, in: rect, on: &screen)
            screen.scrollArea = nil
        case .collectionOffAlert:
            // Research Sensor & Usage Data stays in sight, dimmed, its switch as the tap left it.
            SettingsView.draw(ViewContext(backdropOf: state, theme: ctx.theme), in: rect, on: &screen)
            screen.removeHotspots()
            Box.dim(rect.inset(1, 1), on: &screen)
            AlertView.draw(title: state.text.collectionOffTitle, message: state.text.collectionOffMessage,
                           buttons: ctx.controls.map(\.id), arrangement: .sideBySide, ctx, in: rect, on: &screen)
            screen.scrollArea = nil
        case .settings:
            SettingsView.draw(ctx, in: rect, on: &screen)
        case .crashed:
            CrashView.draw(ctx, in: rect, on: &screen)
        }
    }

    /// The area inside the frame with a column of padding on each side.
    static func content(_ rect: Rect) -> Rect { rect.inset(2, 1) }

    /// Draws a title centred on row `y` of `content`.
    static func centred(_ text: String, y: Int, in content: Rect, style: Style, on screen: inout Screen) {
        let t = TextWrap.truncate(text, width: content.width)
        screen.put(t, x: content.x + (content.width - DisplayWidth.of(t)) / 2, y: y, style: style)
    }
}
