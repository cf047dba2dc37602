/// A line of text over the bottom row (the status line), in reverse video so it shows without
/// colour too: an autoplayed step, a clock jump's progress, a saved screenshot.
public enum Caption {
    /// Draws `text` over the last row of `screen` (or `rowsUp` rows above it); `alarming` (a
    /// failed expectation) in red when colours are on.
    public static func draw(_ text: String, alarming: Bool = false, colour: Bool = false, rowsUp: Int = 0, on screen: inout Screen) {
        let y = screen.height - 1 - rowsUp
        guard y >= 0, screen.width > 0 else { return }
        let style = Style(foreground: alarming && colour ? .red : nil, bold: alarming, reverse: true)
        screen.fill(x: 0, y: y, width: screen.width, height: 1, style: style)
        screen.put(" " + text, x: 0, y: y, style: style, maxWidth: screen.width)
    }
}
