/// A box listing every key, over a cleared frame: cut-off words of the screen behind it
/// would only be noise.
enum HelpOverlay {
    static func draw(in area: Rect, theme: Theme, on screen: inout Screen) {
        let lines = KeyMap.helpLines
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
        let footer = "Press ? or Esc to close."
        let width = min(area.width, keyWidth + actionWidth + 3 + 4)
        // The blank row under the top border goes first when rows are short, so at the minimum
        // size (23 rows above the status line) every key is still listed.
        let topGap = area.height >= lines.count + 5 ? 1 : 0
        let height = min(area.height, lines.count + 4 + topGap)
        let box = area.centred(width: width, height: height)
        screen.fill(x: area.x, y: area.y, width: area.width, height: area.height)
        Box.draw(box, label: "Keys", style: theme.border, on: &screen)
        let x = box.x + 2
        let top = box.y + 1 + topGap
        for (i, entry) in lines.enumerated() where top + i < box.maxY - 3 {
            screen.put(entry.keys, x: x, y: top + i, style: theme.key)
            screen.put(entry.text, x: x + keyWidth + 3, y: top + i, style: theme.text, maxWidth: box.maxX - 2 - (x + keyWidth + 3))
        }
        screen.put(footer, x: x, y: box.maxY - 2, style: theme.secondary, maxWidth: box.width - 4)
    }
}
