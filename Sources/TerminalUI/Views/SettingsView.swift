import Simulation

/// Settings › Privacy & Security and the pages under it that a study participant uses:
/// Research Sensor & Usage Data, the study's own page, and Motion & Fitness.
enum SettingsView {
    static func draw(_ ctx: ViewContext, in rect: Rect, on screen: inout Screen) {
        guard ctx.state.settings != nil else { return }
        let theme = ctx.theme
        let c = PhoneView.content(rect)
        ControlView.navButton(.settingsBack, ctx, prefix: "‹ ", x: c.x, y: c.y, on: &screen)
        // A long (translated) title wraps rather than being cut.
        let title = TextWrap.lines(ctx.state.settingsTitle, width: c.width).prefix(2)
        for (i, line) in title.enumerated() { screen.put(line, x: c.x, y: c.y + 1 + i, style: theme.title) }
        let divider = c.y + 1 + title.count
        Box.divider(rect, y: divider, style: theme.border, on: &screen)

        let rowArea = Rect(x: rect.x + 1, y: divider + 1, width: rect.width - 2, height: c.maxY - (divider + 1))
        // One entry per screen row, so a page longer than the phone scrolls by rows.
        var rows: [SettingsRow] = []
        for item in ctx.state.settingsRows {
            if case .note(let text) = item { rows += TextWrap.lines(text, width: c.width).map(SettingsRow.note) } else { rows.append(item) }
        }
        let offset = followingFocus(rows, ctx, visible: rowArea.height)
        for (i, item) in rows.dropFirst(offset).prefix(rowArea.height).enumerated() {
            let y = rowArea.y + i
            switch item {
            case .control(let id):
                ControlView.row(id, ctx, x: rowArea.x, y: y, width: rowArea.width, on: &screen)
            case .note(let text):
                screen.put(text, x: c.x, y: y, style: theme.secondary, maxWidth: c.width)
            case .header(let text):
                screen.put(TextWrap.truncate(text, width: c.width), x: c.x, y: y, style: theme.secondary)
            case .gap:
                break
            }
        }
        let maxOffset = max(0, rows.count - rowArea.height)
        if maxOffset > 0 {
            let area = ScrollArea(rect: rowArea, offset: offset, maxOffset: maxOffset, arrowsScroll: false)
            screen.scrollArea = area
            area.drawIndicator(x: rect.maxX - 1, style: theme.title, on: &screen)
        }
    }

    /// The first row shown: the top of the page, moved down just enough to show the focused
    /// control; on the last control the page shows its end, notes included.
    private static func followingFocus(_ rows: [SettingsRow], _ ctx: ViewContext, visible: Int) -> Int {
        let maxOffset = max(0, rows.count - visible)
        guard maxOffset > 0, let focused = ctx.focused,
              let row = rows.firstIndex(where: { if case .control(focused) = $0 { return true }; return false }) else { return 0 }
        if focused == ctx.controls.last(where: { $0.id != .settingsBack })?.id { return maxOffset }
        return min(maxOffset, max(0, row - visible + 1))
    }
}
