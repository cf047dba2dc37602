import Simulation

/// A column of text that scrolls when it is taller than its window: the sheet's pages and the
/// crash screen. Nothing is left out or cut short; what does not fit is a scroll away, and
/// the window's place shows on the phone's border.
struct TextFlow {
    struct Line {
        var text: String
        var style: Style
        /// A link drawn on this line instead of the text.
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

    mutating func link(_ id: ControlID) {
        lines.append(Line(text: "", style: .plain, link: id))
    }

    /// Adds a page's blocks (`Snapshot.sheetBody`), each in its role's style.
    mutating func add(_ blocks: [PageBlock], _ theme: Theme) {
        for block in blocks {
            switch block {
            case .paragraph(let s, let role): text(s, theme.style(role))
            case .line(let s, let role): lines([(s, theme.style(role))])
            case .item(let s, .bullet): lines([("• " + s, theme.text)])
            case .item(let s, .given): lines([("  ✓ " + s, theme.switchOn)])
            case .item(let s, .denied): lines([("  ✗ " + s, theme.destructive)])
            case .link(let id): link(id)
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
        if let focused = lines.firstIndex(where: { $0.link != nil && ctx.isFocused($0.link!) }) {
            range = max(0, focused - rect.height + 1)...min(maxOffset, focused)
        }
        let offset = min(max(range.lowerBound, scroll), range.upperBound)
        for (i, line) in lines.dropFirst(offset).prefix(rect.height).enumerated() {
            if let id = line.link {
                ControlView.link(id, ctx, x: rect.x, y: rect.y + i, width: rect.width, on: &screen)
            } else {
                screen.put(line.text, x: rect.x, y: rect.y + i, style: line.style, maxWidth: rect.width)
            }
        }
        guard maxOffset > 0 else { return }
        let text = { (line: Line) in line.link.flatMap { ctx.control($0)?.label } ?? line.text }
        let area = ScrollArea(rect: rect, offset: offset, maxOffset: maxOffset, arrowsScroll: true, range: range,
                              above: lines.prefix(offset).map(text), below: lines.dropFirst(offset + rect.height).map(text))
        screen.scrollArea = area
        area.drawIndicator(x: indicatorX, style: ctx.theme.title, on: &screen)
    }
}
