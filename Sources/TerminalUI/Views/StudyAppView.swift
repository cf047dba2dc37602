import Simulation

/// The study app in the foreground, as the simulator stands in for it (the app has no screens
/// of its own here): its name at the top and whether it runs. What an alert the app asked for
/// covers (`Snapshot.alertBackdrop`); the dossier's picture draws the same (`StudyAppPicture`).
enum StudyAppView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        let c = PhoneView.content(rect)
        let app = ctx.state.studyAppScreen
        PhoneView.centred(app.title, y: c.y + 1, in: c, style: ctx.theme.title, on: &screen)
        PhoneView.centred(app.status, y: c.y + 2, in: c, style: ctx.theme.secondary, on: &screen)
    }
}
