/// Text laid out by measured width: wrapped lines with their font, placed at a top edge, so a
/// page can be measured before it is drawn (the phone grows to fit what it shows).
struct PictureText {
    var lines: [String]
    var size: Double
    var bold = false
    var fill: String
    var anchor: SVGCanvas.Anchor = .start
    var role: String?

    init(_ text: String, width: Double, size: Double, bold: Bool = false, fill: String,
         anchor: SVGCanvas.Anchor = .start, role: String? = nil) {
        lines = GlyphWidths.wrap(text, width: width, size: size, bold: bold)
        self.size = size; self.bold = bold; self.fill = fill; self.anchor = anchor; self.role = role
    }

    var lineHeight: Double { size * PictureStyle.leading }
    var height: Double { Double(lines.count) * lineHeight }

    /// Draws the lines from `top` down, `x` being the left edge, the centre or the right edge
    /// as `anchor` says; returns the bottom.
    @discardableResult
    func draw(x: Double, top: Double, on canvas: inout SVGCanvas) -> Double {
        var y = top
        for line in lines {
            // The baseline sits about four fifths of the font size under the line's top.
            canvas.text(line, x: x, y: y + (lineHeight - size) / 2 + size * 0.8, size: size, fill: fill,
                        bold: bold, anchor: anchor, role: role)
            y += lineHeight
        }
        return y
    }
}
