/// A rounded frame with its inside cleared, for the phone, alerts and the help overlay.
enum Box {
    /// Clears `rect`, draws its border, and puts `label` (if any) into the top border.
    static func draw(_ rect: Rect, label: String? = nil, style: Style, on screen: inout Screen) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        rule(rect, y: rect.y, "╭", "╮", style: style, on: &screen)
        rule(rect, y: rect.maxY - 1, "╰", "╯", style: style, on: &screen)
        // The sides are one cell a row: set them, rather than write a string each time.
        let side = Screen.Cell(text: "│", style: style)
        let left = rect.x, right = rect.maxX - 1
        for y in max(0, rect.y + 1) ..< max(max(0, rect.y + 1), min(screen.height, rect.maxY - 1)) {
            if left >= 0 && left < screen.width { screen[left, y] = side }
            if right >= 0 && right < screen.width { screen[right, y] = side }
        }
        if let label, !label.isEmpty {
            let text = " " + TextWrap.truncate(label, width: rect.width - 6) + " "
            screen.put(text, x: rect.x + (rect.width - DisplayWidth.of(text)) / 2, y: rect.y, style: style)
        }
    }

    /// A horizontal rule across a box, joined to its sides.
    static func divider(_ rect: Rect, y: Int, style: Style, on screen: inout Screen) {
        rule(rect, y: y, "├", "┤", style: style, on: &screen)
    }

    /// `left`, a line of "─" and `right` across `rect` on row `y`: the three puts leave the
    /// cells one put of the whole text from `rect.x` would, clipped where it would be clipped.
    private static func rule(_ rect: Rect, y: Int, _ left: String, _ right: String, style: Style, on screen: inout Screen) {
        let end = min(screen.width, rect.x + screen.width)
        let bar = max(0, rect.width - 2)
        screen.put(left, x: rect.x, y: y, style: style, maxWidth: end - rect.x)
        screen.put(repeating: "─", count: bar, x: rect.x + 1, y: y, style: style, maxWidth: end - rect.x - 1)
        screen.put(right, x: rect.x + 1 + bar, y: y, style: style, maxWidth: end - rect.x - 1 - bar)
    }

    /// Clears the rows `rows` of `rect`, so a box drawn on them stands on blank space rather
    /// than among cut-off words of what it covers.
    static func clearBand(_ rect: Rect, rows: Rect, on screen: inout Screen) {
        screen.fill(x: rect.x, y: rows.y, width: rect.width, height: rows.height)
    }

    /// Dims everything in `rect`, for what lies behind an alert.
    static func dim(_ rect: Rect, on screen: inout Screen) {
        for y in max(0, rect.y) ..< min(screen.height, rect.maxY) {
            for x in max(0, rect.x) ..< min(screen.width, rect.maxX) {
                screen[x, y] = screen[x, y].restyled(Style(dim: true))
            }
        }
    }
}
