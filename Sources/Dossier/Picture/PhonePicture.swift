import Foundation
import Simulation

/// The phone alone, as a board member expects to see an iPhone: one state of the simulation
/// drawn in iOS's light look, with no dashboard, log or key bar.
///
/// `svg(of:)` gives the picture; `png(svg:scale:)` rasterizes it with `rsvg-convert`. The same
/// snapshot always gives the same bytes. A page taller than the phone (a long translation)
/// makes the picture taller rather than cutting the text, as a scrolling screenshot does.
public enum PhonePicture {
    typealias S = PictureStyle

    /// The picture's size in points (the SVG's `width` and `height`) for `snapshot`.
    public static func size(of snapshot: Snapshot) -> (width: Double, height: Double) {
        (S.screenWidth + 2 * S.bezel, screenHeight(snapshot) + 2 * S.bezel)
    }

    /// The phone showing `snapshot`, as an SVG document.
    public static func svg(of snapshot: Snapshot) -> String {
        let height = screenHeight(snapshot)
        var screen = SVGCanvas()
        var darkStatusBar = true
        switch snapshot.foreground {
        case .home, .crashed:
            HomePicture.draw(snapshot, height: height, on: &screen)
            darkStatusBar = false
        case .sheet:
            SheetPicture.draw(snapshot, height: height, on: &screen)
        case .settings:
            SettingsPicture.draw(snapshot, height: height, on: &screen)
        case .deleteConfirmation:
            SettingsPicture.draw(snapshot, height: height, on: &screen)
            AlertPicture.draw(title: snapshot.text.deleteUnsharedConfirmTitle, message: nil, sideBySide: false,
                              snapshot, height: height, on: &screen)
        case .collectionOffAlert:
            SettingsPicture.draw(snapshot, height: height, on: &screen)
            AlertPicture.draw(title: snapshot.text.collectionOffTitle, message: snapshot.text.collectionOffMessage, sideBySide: true,
                              snapshot, height: height, on: &screen)
        case .requiredAlert(let sensor):
            SheetPicture.draw(snapshot, height: height, on: &screen)
            AlertPicture.draw(title: snapshot.text.requiredAlertTitle(sensor), message: nil, sideBySide: false,
                              snapshot, height: height, on: &screen)
        case .motionAlert:
            switch snapshot.alertBackdrop {
            case .settings: SettingsPicture.draw(snapshot, height: height, on: &screen)
            case .crashed:
                HomePicture.draw(snapshot, height: height, on: &screen)
                darkStatusBar = false
            default: StudyAppPicture.draw(snapshot, height: height, on: &screen)
            }
            if let alert = snapshot.motionAlert {
                AlertPicture.draw(title: alert.title, message: alert.message, sideBySide: true, snapshot, height: height, on: &screen)
            }
        }
        statusBar(snapshot, dark: darkStatusBar, on: &screen)
        screen.rect(x: (S.screenWidth - 134) / 2, y: height - 13, width: 134, height: 5, radius: 2.5,
                    fill: darkStatusBar ? "#000000" : "#FFFFFF")

        let w = S.screenWidth + 2 * S.bezel, h = height + 2 * S.bezel
        let n = SVGCanvas.number
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(w))" height="\(n(h))" viewBox="0 0 \(n(w)) \(n(h))" font-family="\(PictureStyle.fontFamily)">
        <defs>
        <clipPath id="screen"><rect width="\(n(S.screenWidth))" height="\(n(height))" rx="\(n(S.screenRadius))"/></clipPath>
        <linearGradient id="wallpaper" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#4A7BD8"/><stop offset="1" stop-color="#B36FC4"/></linearGradient>
        </defs>
        <rect width="\(n(w))" height="\(n(h))" rx="\(n(S.screenRadius + S.bezel))" fill="\(S.frame)"/>
        <g transform="translate(\(n(S.bezel)),\(n(S.bezel)))" clip-path="url(#screen)" data-role="screen" data-width="\(n(S.screenWidth))" data-height="\(n(height))">

        """
        out += screen.body
        out += "</g>\n</svg>\n"
        return out
    }

    static func screenHeight(_ snapshot: Snapshot) -> Double {
        switch snapshot.foreground {
        case .sheet, .requiredAlert: SheetPicture.height(snapshot)
        case .settings, .deleteConfirmation, .collectionOffAlert: SettingsPicture.height(snapshot)
        case .motionAlert: snapshot.settings != nil ? SettingsPicture.height(snapshot) : S.screenHeight
        case .home, .crashed: S.screenHeight
        }
    }

    /// The time on the left, the Dynamic Island, and signal and battery on the right.
    private static func statusBar(_ snapshot: Snapshot, dark: Bool, on canvas: inout SVGCanvas) {
        let ink = dark ? "#000000" : "#FFFFFF"
        canvas.text(clock(snapshot), x: 64, y: 37, size: 16, fill: ink, bold: true, anchor: .middle)
        canvas.rect(x: (S.screenWidth - 124) / 2, y: 11, width: 124, height: 36, radius: 18, fill: "#000000")
        for i in 0..<4 {
            let barHeight = 4.0 + Double(i) * 2.3
            canvas.rect(x: 292 + Double(i) * 5, y: 36 - barHeight, width: 3.2, height: barHeight, radius: 1, fill: ink)
        }
        canvas.rect(x: 322, y: 26.5, width: 24, height: 11.5, radius: 3.5, fill: "none",
                    extra: [("stroke", ink), ("stroke-opacity", "0.4"), ("stroke-width", "1")])
        canvas.rect(x: 324, y: 28.5, width: 18, height: 7.5, radius: 2, fill: ink)
    }

    /// The phone's clock, hours and minutes in its time zone (the virtual clock, so it is the same every run).
    private static func clock(_ snapshot: Snapshot) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = snapshot.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: snapshot.now)
        let minute = parts.minute ?? 0
        return "\(parts.hour ?? 0):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
