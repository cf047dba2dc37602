/// What a terminal below the minimum size shows instead of the app.
enum TooSmallNotice {
    static func text(width: Int, height: Int) -> [String] {
        ["The window is \(width)×\(height). Make it at least \(Layout.minimumWidth)×\(Layout.minimumHeight).",
         "Press q to quit."]
    }

    static func draw(width: Int, height: Int, theme: Theme, on screen: inout Screen) {
        let lines = text(width: width, height: height).flatMap { TextWrap.lines($0, width: width) }
        let top = max(0, (height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < height {
            screen.put(line, x: max(0, (width - DisplayWidth.of(line)) / 2), y: top + i, style: i == 0 ? theme.title : theme.secondary)
        }
    }
}
