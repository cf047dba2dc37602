import Simulation

/// A column of text blocks that must fit a given height: the sheet's pages and the crash
/// screen. When it is too tall, optional blocks go first, then the longest shrinkable block
/// loses lines and ends in "…", so the controls in fixed blocks are always drawn.
struct TextFlow {
    struct Line {
        var text: String
        var style: Style
        /// A link drawn on this line instead of the text.
        var link: ControlID?
    }

    struct Block {
        var lines: [Line]
        var shrinkable = false
        var optional = false
        var cut = false
    }

    let width: Int
    private(set) var blocks: [Block] = []

    init(width: Int) { self.width = width }

    /// Adds `text` word-wrapped to the flow's width.
    mutating func text(_ text: String, _ style: Style, shrinkable: Bool = true, optional: Bool = false, indent: String = "") {
        let lines = TextWrap.lines(text, width: width - DisplayWidth.of(indent)).map { Line(text: indent + $0, style: style) }
        blocks.append(Block(lines: lines, shrinkable: shrinkable, optional: optional))
    }

    /// Adds lines as they are (cut to the width), one block.
    mutating func lines(_ texts: [(String, Style)], shrinkable: Bool = false, optional: Bool = false) {
        blocks.append(Block(lines: texts.map { Line(text: TextWrap.truncate($0.0, width: width), style: $0.1) },
                            shrinkable: shrinkable, optional: optional))
    }

    mutating func link(_ id: ControlID) {
        blocks.append(Block(lines: [Line(text: "", style: .plain, link: id)]))
    }

    mutating func blank(optional: Bool = true) {
        blocks.append(Block(lines: [Line(text: "", style: .plain)], optional: optional))
    }

    /// The lines to draw in `height` rows.
    func fitted(height: Int) -> [Line] {
        var blocks = self.blocks
        var total = blocks.reduce(0) { $0 + $1.lines.count }
        // Trailing optional blocks (footnotes, the blank lines near them) go first.
        while total > height, let i = blocks.lastIndex(where: { $0.optional }) {
            total -= blocks[i].lines.count
            blocks.remove(at: i)
        }
        while total > height {
            let candidates = blocks.indices.filter { blocks[$0].shrinkable && blocks[$0].lines.count > 1 }
            guard let i = candidates.max(by: { blocks[$0].lines.count < blocks[$1].lines.count }) else { break }
            blocks[i].lines.removeLast()
            blocks[i].cut = true
            total -= 1
        }
        var out: [Line] = []
        for block in blocks {
            var lines = block.lines
            if block.cut, let last = lines.last {
                lines[lines.count - 1].text = TextWrap.withEllipsis(last.text, width: width)
            }
            out += lines
        }
        return Array(out.prefix(height))
    }

    /// Draws the fitted lines from the top of `rect`.
    func draw(in rect: Rect, _ ctx: ViewContext, on screen: inout Screen) {
        for (i, line) in fitted(height: rect.height).enumerated() {
            if let id = line.link {
                ControlView.link(id, ctx, x: rect.x, y: rect.y + i, width: rect.width, on: &screen)
            } else {
                screen.put(line.text, x: rect.x, y: rect.y + i, style: line.style, maxWidth: rect.width)
            }
        }
    }
}
