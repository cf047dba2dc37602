import Simulation

/// The bottom line: the main keys for what is on screen, as many as fit.
enum StatusLine {
    /// Each entry: the keys shown, what they do, and the keys that decide whether it is
    /// offered (only when one of them has a command now, so the line never offers a key that
    /// does nothing).
    private static func items(_ state: Snapshot) -> [(String, String, [Key])] {
        [("?", "help", [.char("?")]), ("q", "quit", [.char("q")]),
         ("Tab", "move", [.tab]), ("Enter", "press", [.enter]), ("Esc", "back", [.escape]),
         ("s", "Settings", [.char("s")]), ("f", "fetch", [.char("f")]),
         ("p", state.paused ? "resume" : "pause", [.char("p")]), ("+/-", "speed", [.char("+"), .char("-")]),
         ("]", "+1 h", [.char("]")]), ("}", "+1 day", [.char("}")]), ("PgUp/PgDn", "log", [.pageUp, .pageDown]),
         ("d", "first data", [.char("d")]), ("l", "legend", [.char("l")])]
    }

    static func draw(_ state: Snapshot, y: Int, width: Int, theme: Theme, on screen: inout Screen) {
        let items = items(state).filter { $0.2.contains { KeyMap.command(for: $0, in: state) != nil } }.map { ($0.0, $0.1) }
        var x = 1
        for (key, label) in items {
            let w = DisplayWidth.of(key) + 1 + DisplayWidth.of(label)
            if x + w > width - 1 { break }
            screen.put(key, x: x, y: y, style: theme.key)
            screen.put(label, x: x + DisplayWidth.of(key) + 1, y: y, style: theme.secondary)
            x += w + 2
        }
    }
}
