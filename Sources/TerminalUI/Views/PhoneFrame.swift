import Simulation

/// The terminal's phone alone, for films of what a participant sees (the dossier's
/// walkthrough): the panel the demo draws, without the dashboard, the log or the status line,
/// and one row under it for a caption.
public enum PhoneFrame {
    /// The phone as wide as the demo draws it beside the dashboard at 120 columns.
    public static let width = Layout.panelWidth
    /// The panel's rows at that width in the demo: a phone's proportions.
    public static let minimumPhoneHeight = Layout.panelMaxHeight

    /// `state` drawn in a `phoneHeight`-row panel, with an empty caption row below it.
    public static func render(_ state: Snapshot, phoneHeight: Int = minimumPhoneHeight, colour: Bool = true) -> Screen {
        var screen = Screen(width: width, height: phoneHeight + 1)
        let rect = Rect(x: 0, y: 0, width: width, height: phoneHeight)
        PhoneView.draw(ViewContext(state: state, theme: colour ? Theme.colour : Theme.plain), in: rect, on: &screen)
        screen.regions[.phone] = rect.inset(1, 1)
        return screen
    }

    /// The panel's rows that show `state`'s page whole, without scrolling, from the demo's
    /// height up to `limit` (a page longer than that scrolls in the film too).
    public static func phoneHeight(showingWhole state: Snapshot, limit: Int = 60) -> Int {
        let overflow = render(state, colour: false).scrollArea?.maxOffset ?? 0
        return min(limit, minimumPhoneHeight + overflow)
    }
}
