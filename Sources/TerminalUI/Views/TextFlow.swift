import Simulation

/// A column of text that scrolls when it is taller than its window: the sheet's pages and the
/// crash screen. Nothing is left out or cut short; what does not fit is a scroll away, and
/// the window's place shows on the phone's border.
struct TextFlow {
    struct Line {
        /// The text, or the piece of a link's label on this line.
        var text: String
        var style: Style
        /// The link this line is (a part of): drawn in the link's style, pressed by a click.
        var link: ControlID?
    }

    let width: Int
    private(set) var lines: [Line] = []

    init(width: Int) { self.width = width }

    /// Adds `text` word-wrapped to the flow's width.
    mutating func text(_ text: String, _ style: Style) {
        lines += TextWrap.lines(text, width: width).map { Line(text: $0, style: style) }
    }

    /// Adds lines as they are (cut to the width).
    mutating func lines(_ texts: [(String, Style)]) {
        lines += texts.map { Line(text: TextWrap.truncate($0.0, width: width), style: $0.1) }
    }

    /// Adds a link, its label word-wrapped as the page's text is (a French "Voir la politique de
    /// confidentialité de l’étude" is shown whole, not cut); no line when the control is absent.
    mutating func link(_ id: ControlID, label: String?) {
        guard let label else { return }
        lines += TextWrap.lines(label, width: width).map { Line(text: $0, style: .plain, link: id) }
    }

    /// Adds a page's blocks (`Snapshot.sheetBody`), each in its role's style; `label` gives a
    /// link's words.
    mutating func add(_ blocks: [PageBlock], _ theme: Theme, label: (ControlID) -> String?) {
        for block in blocks {
            switch block {
            case .paragraph(let s, let role): text(s, theme.style(role))
            case .line(let s, let role): lines([(s, theme.style(role))])
            case .item(let s, .bullet): lines([("• " + s, theme.text)])
            case .item(let s, .given): lines([("  ✓ " + s, theme.switchOn)])
            case .item(let s, .denied): lines([("  ✗ " + s, theme.destructive)])
            case .link(let id): link(id, label: label(id))
            case .blank: blank()
            }
        }
    }

    mutating func blank() {
        lines.append(Line(text: "", style: .plain))
    }

    /// Draws the lines from `scroll` on into `rect`. When they do not all fit, it records the
    /// screen's scroll area and draws the indicator on the column `indicatorX`; a focused link
    /// is always scrolled into view, so the focus never rests on something unseen.
    func draw(in rect: Rect, scroll: Int, indicatorX: Int, _ ctx: ViewContext, on screen: inout Screen) {
        guard rect.height > 0 else { return }
        let maxOffset = max(0, lines.count - rect.height)
        var range = 0...maxOffset
        if let first = lines.firstIndex(where: { $0.link != nil && ctx.isFocused($0.link!) }) {
            // The whole link in view when it fits, else its first line.
            let last = lines.lastIndex { $0.link == lines[first].link } ?? first
            let upper = min(maxOffset, first)
            range = min(upper, max(0, last - rect.height + 1))...upper
        }
        let offset = min(max(range.lowerBound, scroll), range.upperBound)
        for (i, line) in lines.dropFirst(offset).prefix(rect.height).enumerated() {
            if let id = line.link {
                ControlView.link(id, line.text, ctx, x: rect.x, y: rect.y + i, width: rect.width, on: &screen)
            } else {
                screen.put(line.text, x: rect.x, y: rect.y + i, style: line.style, maxWidth: rect.width)
            }
        }
        guard maxOffset > 0 else { return }
        let area = ScrollArea(rect: rect, offset: offset, maxOffset: maxOffset, arrowsScroll: true, range: range,
                              above: lines.prefix(offset).map(\.text), below: lines.dropFirst(offset + rect.height).map(\.text))
        screen.scrollArea = area
        area.drawIndicator(x: indicatorX, style: ctx.theme.title, on: &screen)
    }
}
