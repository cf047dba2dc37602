/// A `Screen` as text with ANSI escape sequences (SGR colours and attributes, cursor moves):
/// what a `.ansi` screenshot holds and what a cast's frames are made of. Built as UTF-8 bytes,
/// since a cast writes thousands of cells.
public enum ANSIText {
    static let escape = "\u{1B}["
    /// Back to the terminal's default style.
    static let resetStyle = "\u{1B}[0m"

    /// The SGR sequence that sets exactly `style`, starting from the default.
    public static func sgr(_ style: Style) -> String {
        var out = escape + "0"
        if style.bold { out += ";1" }
        if style.dim { out += ";2" }
        if style.underline { out += ";4" }
        if style.reverse { out += ";7" }
        if let fg = style.foreground { out += ";\(30 + fg.rawValue)" }
        if let bg = style.background { out += ";\(40 + bg.rawValue)" }
        return out + "m"
    }

    /// The whole screen, one line per row, each line ending in the default style: `cat` shows it
    /// as the terminal did. Trailing blanks in the default style are left out.
    public static func screen(_ screen: Screen) -> String {
        var out: [UInt8] = []
        for y in 0..<screen.height {
            var end = screen.width
            while end > 0 && screen[end - 1, y] == .blank { end -= 1 }
            appendCells(of: screen, y: y, from: 0, to: end, into: &out)
            out.append(contentsOf: (resetStyle + "\n").utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What turns a terminal showing `old` into one showing `new`: per changed row, the span from
    /// its first to its last changed cell, after a cursor move. Without `old` (or after a
    /// resize), the screen is cleared and drawn whole.
    public static func update(from old: Screen?, to new: Screen) -> String {
        var out: [UInt8] = []
        let whole = old == nil || old?.width != new.width || old?.height != new.height
        if whole { out.append(contentsOf: (escape + "0m" + escape + "H" + escape + "2J").utf8) }
        for y in 0..<new.height {
            var first = 0, last = new.width
            if !whole, let old {
                while first < new.width && old[first, y] == new[first, y] { first += 1 }
                if first == new.width { continue }
                while last > first && old[last - 1, y] == new[last - 1, y] { last -= 1 }
            }
            // A span never starts on the right half of a wide character.
            if first > 0 && new[first, y].isContinuation { first -= 1 }
            out.append(contentsOf: "\(escape)\(y + 1);\(first + 1)H".utf8)
            appendCells(of: new, y: y, from: first, to: last, into: &out)
            out.append(contentsOf: resetStyle.utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Cells `from..<to` of row `y`, with an SGR sequence wherever the style changes.
    private static func appendCells(of screen: Screen, y: Int, from: Int, to: Int, into out: inout [UInt8]) {
        var current: Style?
        for x in from..<max(from, to) {
            let cell = screen[x, y]
            if cell.isContinuation { continue }
            if cell.style != current {
                out.append(contentsOf: sgr(cell.style).utf8)
                current = cell.style
            }
            cell.appendUTF8(to: &out)
        }
    }
}
