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
        // One entry per screen row, so a page longer than the phone scrolls by rows; a note, and
        // a control's label too long for its row (a French one), wrap over several.
        var rows: [Row] = []
        for item in ctx.state.settingsRows {
            switch item {
            case .note(let text): rows += TextWrap.lines(text, width: c.width).map { .page(.note($0)) }
            case .control(let id):
                let label = ctx.control(id)?.label ?? ""
                let pieces = TextWrap.lines(label, width: max(1, ControlView.rowLabelWidth(id, ctx, width: rowArea.width)))
                if pieces.count <= 1 { rows.append(.control(id, piece: nil, last: true)); continue }
                rows += pieces.enumerated().map { .control(id, piece: $0.element, last: $0.offset == pieces.count - 1) }
            default: rows.append(.page(item))
            }
        }
        let offset = followingFocus(rows, ctx, visible: rowArea.height)
        for (i, item) in rows.dropFirst(offset).prefix(rowArea.height).enumerated() {
            let y = rowArea.y + i
            switch item {
            case .control(let id, let piece, let last):
                ControlView.row(id, ctx, piece: piece, last: last, x: rowArea.x, y: y, width: rowArea.width, on: &screen)
            case .page(.control): break
            case .page(.note(let text)):
                screen.put(text, x: c.x, y: y, style: theme.secondary, maxWidth: c.width)
            case .page(.header(let text)):
                screen.put(TextWrap.truncate(text, width: c.width), x: c.x, y: y, style: theme.secondary)
            case .page(.gap):
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

    /// One screen row of a Settings page: a page row as it is, or one row of a control (its
    /// label's `piece` when the label takes several).
    private enum Row {
        case page(SettingsRow)
        case control(ControlID, piece: String?, last: Bool)
    }

    /// The first row shown: the top of the page, moved down just enough to show the focused
    /// control whole; on the last control the page shows its end, notes included.
    private static func followingFocus(_ rows: [Row], _ ctx: ViewContext, visible: Int) -> Int {
        let maxOffset = max(0, rows.count - visible)
        guard maxOffset > 0, let focused = ctx.focused,
              let row = rows.lastIndex(where: { if case .control(focused, _, _) = $0 { return true }; return false }) else { return 0 }
        if focused == ctx.controls.last(where: { $0.id != .settingsBack })?.id { return maxOffset }
        return min(maxOffset, max(0, row - visible + 1))
    }
}
