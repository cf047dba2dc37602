import Simulation

/// The bottom line: the main keys for what is on screen, as many as fit, from the key table.
/// A key is offered only when one of its keys does something now, so the line never offers a
/// key that does nothing.
enum StatusLine {
    /// With `phoneCovered` (an overlay hides the phone) the keys that move or press its focus are
    /// not offered: the key map ignores them there.
    static func draw(_ state: Snapshot, y: Int, width: Int, phoneCovered: Bool = false, theme: Theme, on screen: inout Screen) {
        let context = state.reducerContext
        let items = KeyBinding.all.compactMap { b in
            b.status != nil && b.offeredBy.contains { key in
                !(phoneCovered && KeyMap.actsOnFocus(key)) && KeyMap.command(for: key, of: b, in: state, context) != nil
            } ? b.status?(state) : nil
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
