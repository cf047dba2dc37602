import Simulation

/// The whole frame for one state of the simulation.
public enum AppView {
    /// Draws `state` into a `width`×`height` screen: the phone and the dashboard as the
    /// terminal's size allows, the status line, and the help overlay when it is up. Below
    /// 80×24 the screen holds only a notice asking for a larger window. `colour: false`
    /// (NO_COLOR) keeps bold, dim, underline and reverse but no colours.
    /// Whether a frame of `width` × `height` with `foreground` on the phone draws the dashboard
    /// (and so reads its table): a narrow one does not while the phone shows something.
    public static func drawsDashboard(_ foreground: Foreground, width: Int, height: Int) -> Bool {
        layout(foreground, width: width, height: height)?.dashboard != nil
    }

    private static func layout(_ foreground: Foreground, width: Int, height: Int, showingPhone: Bool? = nil) -> Layout? {
        Layout.of(width: width, height: height, panelUp: showingPhone ?? (foreground != .home))
    }

    /// `showingPhone` picks what a frame with room for one shows, the phone (true) or the
    /// dashboard (false), instead of what the state calls for: a check reads a part the frame
    /// the participant sees would leave out at this size.
    public static func render(_ state: Snapshot, width: Int, height: Int, colour: Bool = true,
                              showingPhone: Bool? = nil) -> Screen {
        var screen = Screen(width: width, height: height)
        let theme = colour ? Theme.colour : Theme.plain
        guard let layout = layout(state.foreground, width: width, height: height, showingPhone: showingPhone) else {
            TooSmallNotice.draw(width: width, height: height, theme: theme, on: &screen)
            return screen
        }
        let ctx = ViewContext(state: state, theme: theme)
        if let rect = layout.dashboard { DashboardView.draw(state, in: rect, theme: theme, on: &screen) }
        if let rect = layout.panel {
            PhoneView.draw(ctx, in: rect, on: &screen)
            screen.regions[.phone] = rect.inset(1, 1)
        }
        // An overlay covers what it is drawn over: nothing under it is read.
        if state.showsLegend {
            LegendOverlay.draw(in: layout.dashboard ?? Rect(x: 0, y: 0, width: width, height: layout.statusLine),
                               theme: theme, on: &screen)
            screen.regions[.dashboard] = nil
            screen.regions[.log] = nil
            if layout.dashboard == nil { screen.regions[.phone] = nil }
        }
        if state.showsHelp {
            HelpOverlay.draw(in: Rect(x: 0, y: 0, width: width, height: layout.statusLine), theme: theme, on: &screen)
            for region in [Screen.Region.phone, .dashboard, .log] { screen.regions[region] = nil }
        }
        // After the overlays: the line offers only what acts on what can be seen.
        StatusLine.draw(state, y: layout.statusLine, width: width, phoneCovered: KeyMap.phoneCovered(state, on: screen),
                        theme: theme, on: &screen)
        screen.regions[.statusLine] = Rect(x: 0, y: layout.statusLine, width: width, height: 1)
        return screen
    }
}
