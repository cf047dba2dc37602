/// A `Screen` as text with ANSI escape sequences (SGR colours and attributes, cursor moves):
/// what a `.ansi` screenshot holds and what a cast's frames are made of. Built as UTF-8 bytes,
/// since a cast writes thousands of cells.
public enum ANSIText {
    /// The SGR sequence that sets exactly `style`, starting from the default.
    public static func sgr(_ style: Style) -> String {
        var out = ByteBuffer(capacity: 32)
        appendSGR(style, into: &out)
        return out.string
    }

    /// The whole screen, one line per row, each line ending in the default style: `cat` shows it
    /// as the terminal did. Trailing blanks in the default style are left out.
    public static func screen(_ screen: Screen) -> String {
        var out = ByteBuffer(capacity: screen.cells.count + 64)
        screen.cells.withUnsafeBufferPointer { cells in
            for y in 0..<screen.height {
                let row = y * screen.width
                var end = screen.width
                while end > 0 && cells[row + end - 1] == .blank { end -= 1 }
                appendCells(cells, from: row, to: row + end, into: &out)
                out.append("\u{1B}[0m\n")
            }
        }
        return out.string
    }

    /// What turns a terminal showing `old` into one showing `new`: per changed row, the span from
    /// its first to its last changed cell, after a cursor move. Without `old` (or after a
    /// resize), the screen is cleared and drawn whole.
    public static func update(from old: Screen?, to new: Screen) -> String {
        var out = ByteBuffer()
        appendUpdate(from: old, to: new, into: &out)
        return out.string
    }

    /// Appends `update` as UTF-8 bytes to `out` (a cast quotes them without making a String
    /// first); appends nothing when nothing changed.
    static func appendUpdate(from old: Screen?, to new: Screen, into out: inout ByteBuffer) {
        let whole = old == nil || old?.width != new.width || old?.height != new.height
        if whole { out.append("\u{1B}[0m\u{1B}[H\u{1B}[2J") }
        let w = new.width
        let previous = whole ? [] : old?.cells ?? []
        // Borrow both grids: comparing through buffers copies (and retains) no cell.
        previous.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { now in
                for y in 0..<new.height {
                    let row = y * w
                    var first = 0, last = w
                    if !whole {
                        while first < w && before[row + first] == now[row + first] { first += 1 }
                        if first == w { continue }
                        while last > first && before[row + last - 1] == now[row + last - 1] { last -= 1 }
                    }
                    // A span never starts on the right half of a wide character.
                    if first > 0 && now[row + first].isContinuation { first -= 1 }
                    out.append("\u{1B}[")
                    out.appendDecimal(y + 1)
                    out.append(UInt8(ascii: ";"))
                    out.appendDecimal(first + 1)
                    out.append(UInt8(ascii: "H"))
                    appendCells(now, from: row + first, to: row + last, into: &out)
                    out.append("\u{1B}[0m")
                }
            }
        }
    }

    /// Cells `from..<to` (indices into `cells`), with an SGR sequence wherever the style changes.
    private static func appendCells(_ cells: UnsafeBufferPointer<Screen.Cell>, from: Int, to: Int, into out: inout ByteBuffer) {
        var current: UInt64?
        for i in from..<max(from, to) {
            let cell = cells[i]
            if cell.isContinuation { continue }
            if cell.styleKey != current {
                appendSGR(cell.style, into: &out)
                current = cell.styleKey
            }
            cell.appendUTF8(to: &out)
        }
    }

    private static func appendSGR(_ style: Style, into out: inout ByteBuffer) {
        out.append("\u{1B}[0")
        func parameter(_ n: Int) {
            out.append(UInt8(ascii: ";"))
            out.appendDecimal(n)
        }
        if style.bold { parameter(1) }
        if style.dim { parameter(2) }
        if style.underline { parameter(4) }
        if style.reverse { parameter(7) }
        if let fg = style.foreground { parameter(30 + fg.rawValue) }
        if let bg = style.background { parameter(40 + bg.rawValue) }
        out.append(UInt8(ascii: "m"))
    }
}
