import Simulation

/// The study app in the foreground, as the simulator stands in for it: a plain app screen with
/// its name as the title and whether it runs under it. What the Motion & Fitness alert covers
/// (`Snapshot.alertBackdrop`), as in the terminal (`StudyAppView`).
enum StudyAppPicture {
    typealias S = PictureStyle

    static func draw(_ state: Snapshot, height: Double, on canvas: inout SVGCanvas) {
        canvas.rect(x: 0, y: 0, width: S.screenWidth, height: height, fill: "#FFFFFF")
        let app = state.studyAppScreen
        let top = S.statusBarHeight + 16
        canvas.text(app.title, x: S.screenWidth / 2, y: top + 22, size: 22, fill: S.label, bold: true, anchor: .middle, role: "app-title")
        canvas.text(app.status, x: S.screenWidth / 2, y: top + 46, size: S.footnoteSize, fill: S.secondaryLabel, anchor: .middle)
    }
}
