/// Which sides of its cell a box-drawing character reaches, drawn as lines from the centre.
struct BoxArms: Equatable {
    let left: Bool, right: Bool, up: Bool, down: Bool

    /// The arms of a cell's text when it is one box-drawing character. Asked of every cell of
    /// a picture: matched as one scalar, since a text compared with each case in turn cost
    /// thousands of instructions a cell (none of these characters has another spelling).
    init?(_ text: String) {
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        switch scalar {
        case "─", "═": (left, right, up, down) = (true, true, false, false)
        case "│", "║": (left, right, up, down) = (false, false, true, true)
        case "╭", "┌": (left, right, up, down) = (false, true, false, true)
        case "╮", "┐": (left, right, up, down) = (true, false, false, true)
        case "╰", "└": (left, right, up, down) = (false, true, true, false)
        case "╯", "┘": (left, right, up, down) = (true, false, true, false)
        case "├": (left, right, up, down) = (false, true, true, true)
        case "┤": (left, right, up, down) = (true, false, true, true)
        case "┬": (left, right, up, down) = (true, true, false, true)
        case "┴": (left, right, up, down) = (true, true, true, false)
        case "┼": (left, right, up, down) = (true, true, true, true)
        default: return nil
        }
    }

    /// Path commands for cell (x, y); the centre sits on a half pixel so a 1-pixel line is sharp.
    func path(x: Int, y: Int) -> String {
        let w = SVGScreenshot.cellWidth, h = SVGScreenshot.cellHeight
        let left0 = x * w, top0 = y * h
        let cx = "\(left0 + w / 2).5", cy = "\(top0 + h / 2).5"
        var d = ""
        if left || right { d += "M\(left ? left0 : left0 + w / 2) \(cy)H\(right ? left0 + w : left0 + w / 2)" }
        if up || down { d += "M\(cx) \(up ? top0 : top0 + h / 2)V\(down ? top0 + h : top0 + h / 2)" }
        return d
    }
}
