import Simulation
import TerminalUI

/// The picture of one screen, the phone alone. The one place a dossier page asks for a
/// picture, so the light-theme phone drawing replaces this one by changing this function.
enum ScreenPicture {
    /// The terminal's size the phone is drawn at before it is cut out of the frame.
    static let frame = (width: 120, height: 40)

    /// SVG of the phone region of the terminal's frame for this state (dashboard, log and key bar left out).
    static func svg(_ snapshot: Snapshot) -> String {
        let full = AppView.render(snapshot, width: frame.width, height: frame.height, showingPhone: true)
        guard let rect = full.regions[.phone] else { return SVGScreenshot.svg(full) }
        var phone = Screen(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                phone[x, y] = full[rect.x + x, rect.y + y]
            }
        }
        return SVGScreenshot.svg(phone)
    }
}
