/// A part of the screen showing a window onto taller content: where it is, which line is at
/// its top and how far it can go. Views record it while drawing; keys, the mouse wheel and
/// scenario steps read it to ask the simulation for a new top line.
public struct ScrollArea: Equatable, Sendable {
    /// How to move.
    public enum Move: Equatable, Sendable {
        case lineUp, lineDown, pageUp, pageDown, top, bottom
        /// Lines down (negative: up), as a mouse wheel turns.
        case lines(Int)
    }

    /// The rows showing content.
    public let rect: Rect
    /// The content's line at the top of `rect`.
    public let offset: Int
    /// The last line that can be at the top: content lines minus visible ones.
    public let maxOffset: Int
    /// Whether ↑ and ↓ scroll it. A page of text scrolls; a list of rows (Settings) follows
    /// the focus instead, so the arrows keep moving the focus there.
    public let arrowsScroll: Bool
    /// The lines the window may move between, within `0...maxOffset`: narrower while a
    /// focused control on the page must stay in view, so scrolling stops where it would go.
    public let range: ClosedRange<Int>
    /// The content's lines out of the window, above and below it, as text: what a check that
    /// does not find its words on screen looks in, to say a scroll would show them.
    public let above: [String]
    public let below: [String]

    public init(rect: Rect, offset: Int, maxOffset: Int, arrowsScroll: Bool, range: ClosedRange<Int>? = nil,
                above: [String] = [], below: [String] = []) {
        self.rect = rect
        self.offset = offset
        self.maxOffset = maxOffset
        self.arrowsScroll = arrowsScroll
        self.range = range ?? 0...maxOffset
        self.above = above
        self.below = below
    }

    /// The top line after `move`, kept within the content.
    public func target(_ move: Move) -> Int {
        let page = max(1, rect.height - 1)
        let line: Int
        switch move {
        case .lineUp: line = offset - 1
        case .lineDown: line = offset + 1
        case .pageUp: line = offset - page
        case .pageDown: line = offset + page
        case .top: line = range.lowerBound
        case .bottom: line = range.upperBound
        case .lines(let n): line = offset + n
        }
        return max(range.lowerBound, min(range.upperBound, line))
    }

    /// Whether content lies above or below the window (what the indicator's arrows show).
    public var canScrollUp: Bool { offset > 0 }
    public var canScrollDown: Bool { offset < maxOffset }

    /// Draws where the window is on the column `x` beside `rect` (the phone's right border):
    /// ▲ and ▼ where more lies that way, and a thumb whose place and length show the window's.
    func drawIndicator(x: Int, style: Style, on screen: inout Screen) {
        guard maxOffset > 0, rect.height >= 3 else { return }
        let total = maxOffset + rect.height
        let track = rect.height - 2
        let thumb = max(1, track * rect.height / total)
        let start = (track - thumb) * offset / maxOffset
        for i in 0..<thumb { screen.put("┃", x: x, y: rect.y + 1 + start + i, style: style) }
        if canScrollUp { screen.put("▲", x: x, y: rect.y, style: style) }
        if canScrollDown { screen.put("▼", x: x, y: rect.maxY - 1, style: style) }
    }
}
