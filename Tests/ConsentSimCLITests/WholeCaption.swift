import TerminalUI

extension Screen {
    /// The text over the bottom of the screen, whole: the reverse-video rows at the bottom (a
    /// caption wider than the screen wraps onto the rows above), joined by spaces. A notice over
    /// a caption is read with it.
    var wholeCaption: String {
        var rows: [String] = []
        var y = height - 1
        while y >= 0, self[0, y].style.reverse {
            rows.insert(line(y).trimmingCharacters(in: .whitespaces), at: 0)
            y -= 1
        }
        return rows.isEmpty ? line(height - 1).trimmingCharacters(in: .whitespaces) : rows.joined(separator: " ")
    }
}
