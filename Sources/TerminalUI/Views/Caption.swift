/// A text over the bottom row (the status line), in reverse video so it shows without colour
/// too: an autoplayed step, a clock jump's progress, a saved screenshot, why a key did nothing.
public enum Caption {
    /// Draws `text` over the last row of `screen` (or ending `rowsUp` rows above it); `alarming`
    /// (a failed expectation) in red when colours are on. Text wider than the screen wraps onto
    /// the rows above, so none of it is cut off (at 80 columns a refusal lost its last words and
    /// an autoplayed step its keys). Returns the rows it took.
    @discardableResult
    public static func draw(_ text: String, alarming: Bool = false, colour: Bool = false, rowsUp: Int = 0, on screen: inout Screen) -> Int {
        let bottom = screen.height - 1 - rowsUp
        guard bottom >= 0, screen.width > 1 else { return 0 }
        let style = Style(foreground: alarming && colour ? .red : nil, bold: alarming, reverse: true)
        // One column for the space before the text.
        let wrapped = TextWrap.lines(text, width: screen.width - 1)
        let lines = wrapped.isEmpty ? [""] : Array(wrapped.prefix(bottom + 1))
        let top = bottom - lines.count + 1
        for (i, line) in lines.enumerated() {
            screen.fill(x: 0, y: top + i, width: screen.width, height: 1, style: style)
            screen.put(" " + line, x: 0, y: top + i, style: style, maxWidth: screen.width)
        }
        return lines.count
    }
}
