/// A `Screen` as an SVG picture: monospace text in the screen's colours on a dark background,
/// one cell `cellWidth` × `cellHeight` pixels, so the picture is the terminal's size in cells
/// times the cell. Box-drawing characters are drawn as lines, not glyphs, so borders are crisp
/// and join up whatever font the viewer has.
public enum SVGScreenshot {
    public static let cellWidth = 9
    public static let cellHeight = 18
    static let fontSize = 15
    /// From the top of a cell to the text's baseline.
    static let baseline = 14

    static let background = "#1d1f21"
    static let foreground = "#d8dad6"
    /// The eight terminal colours as a dark terminal theme draws them.
    static let palette = ["#5c6370", "#e06c75", "#98c379", "#e5c07b", "#61afef", "#c678dd", "#56b6c2", "#dcdfe4"]

    /// The picture's size in pixels for a `width` × `height` screen.
    public static func pixelSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width * cellWidth, height * cellHeight)
    }

    public static func svg(_ screen: Screen) -> String {
        let (w, h) = pixelSize(width: screen.width, height: screen.height)
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        <rect width="100%" height="100%" fill="\(background)"/>
        <g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="\(fontSize)" xml:space="preserve">

        """
        var lines: [String: String] = [:]
        for y in 0..<screen.height {
            var x = 0
            while x < screen.width {
                let cell = screen[x, y]
                if let arms = BoxArms(cell.text) {
                    lines[stroke(cell.style), default: ""] += arms.path(x: x, y: y)
                    x += 1
                    continue
                }
                // A run: cells of one style that are neither box-drawing nor the end of the row.
                var end = x + 1
                while end < screen.width && screen[end, y].style == cell.style && BoxArms(screen[end, y].text) == nil { end += 1 }
                appendRun(screen, y: y, from: x, to: end, into: &out)
                x = end
            }
        }
        for (attributes, path) in lines.sorted(by: { $0.key < $1.key }) {
            out += "<path d=\"\(path)\" \(attributes) fill=\"none\" stroke-linecap=\"square\"/>\n"
        }
        return out + "</g>\n</svg>\n"
    }

    private static func colours(_ style: Style) -> (text: String, back: String?) {
        let fg = style.foreground.map { palette[$0.rawValue] } ?? foreground
        let bg = style.background.map { palette[$0.rawValue] }
        return style.reverse ? (bg ?? background, fg) : (fg, bg)
    }

    private static func stroke(_ style: Style) -> String {
        "stroke=\"\(colours(style).text)\" stroke-width=\"1\"" + (style.dim ? " stroke-opacity=\"0.6\"" : "")
    }

    private static func appendRun(_ screen: Screen, y: Int, from: Int, to: Int, into out: inout String) {
        let style = screen[from, y].style
        var text = ""
        for x in from..<to { text += screen[x, y].text }
        let (fill, back) = colours(style)
        let px = from * cellWidth, py = y * cellHeight
        if let back {
            out += "<rect x=\"\(px)\" y=\"\(py)\" width=\"\((to - from) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(back)\"/>\n"
        }
        // Blanks draw nothing; trailing ones would only stretch the text.
        var trimmed = text
        while trimmed.last == " " { trimmed.removeLast() }
        guard !trimmed.isEmpty, trimmed.contains(where: { $0 != " " }) else { return }
        var attributes = "x=\"\(px)\" y=\"\(py + baseline)\" fill=\"\(fill)\""
        // Pins the run to its cells, so a font a little wider or narrower cannot shift the columns.
        attributes += " textLength=\"\(DisplayWidth.of(trimmed) * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\""
        if style.bold { attributes += " font-weight=\"bold\"" }
        if style.dim { attributes += " fill-opacity=\"0.6\"" }
        if style.underline { attributes += " text-decoration=\"underline\"" }
        out += "<text \(attributes)>\(XMLText.escaped(trimmed))</text>\n"
    }
}
