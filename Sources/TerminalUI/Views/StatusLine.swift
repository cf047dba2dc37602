import Simulation

/// The bottom line: the main keys for what is on screen, as many as fit, from the key table.
/// A key is offered only when one of its keys does something now, so the line never offers a
/// key that does nothing.
enum StatusLine {
    static func draw(_ state: Snapshot, y: Int, width: Int, theme: Theme, on screen: inout Screen) {
        let context = state.reducerContext
        let items = KeyBinding.all.compactMap { b in
            b.status != nil && b.offeredBy.contains { KeyMap.command(for: $0, of: b, in: state, context) != nil } ? b.status?(state) : nil
        }
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
