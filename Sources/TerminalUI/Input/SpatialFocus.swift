import Simulation

/// Where an arrow key moves the focus: to the nearest control drawn that way on the screen,
/// as on a phone with a keyboard, not along the Tab order (↑ from the sheet's Next goes to the
/// privacy link above it, not round to Cancel). Nil when nothing is drawn that way.
enum SpatialFocus {
    /// The control `key` (an arrow) moves the focus to from `focused`, among `candidates`
    /// (the controls that can take the focus now), by where `screen`'s hotspots put them.
    static func target(from focused: ControlID, toward key: Key, candidates: [ControlID], on screen: Screen) -> ControlID? {
        guard let from = screen.hotspots.first(where: { $0.control == focused }) else { return nil }
        var best: (id: ControlID, rank: Rank)?
        for id in candidates where id != focused {
            guard let to = screen.hotspots.first(where: { $0.control == id }), let rank = rank(from, to, key) else { continue }
            if best == nil || rank < best!.rank { best = (id, rank) }
        }
        return best?.id
    }

    /// A control in line with the focused one (sharing a row for ← →, a column for ↑ ↓) comes
    /// before any other; then the nearer, the gap along the key's axis weighing four times the
    /// offset across it.
    private struct Rank: Comparable {
        let outOfLine: Bool
        let distance: Int
        static func < (a: Rank, b: Rank) -> Bool { (a.outOfLine ? 1 : 0, a.distance) < (b.outOfLine ? 1 : 0, b.distance) }
    }

    /// Nil when `to` is not wholly on `key`'s side of `from`.
    private static func rank(_ from: Screen.Hotspot, _ to: Screen.Hotspot, _ key: Key) -> Rank? {
        let sharesColumns = to.x < from.x + from.width && from.x < to.x + to.width
        let sharesRows = to.y < from.y + from.height && from.y < to.y + to.height
        // Offsets in columns: a cell is about twice as tall as it is wide.
        let acrossX = abs((from.x * 2 + from.width) - (to.x * 2 + to.width)) / 2
        let acrossY = abs((from.y * 2 + from.height) - (to.y * 2 + to.height))
        let gap: Int, across: Int, inLine: Bool
        switch key {
        case .up: gap = 2 * (from.y - (to.y + to.height - 1)); across = acrossX; inLine = sharesColumns
        case .down: gap = 2 * (to.y - (from.y + from.height - 1)); across = acrossX; inLine = sharesColumns
        case .left: gap = from.x - (to.x + to.width - 1); across = acrossY; inLine = sharesRows
        case .right: gap = to.x - (from.x + from.width - 1); across = acrossY; inLine = sharesRows
        default: return nil
        }
        guard gap > 0 else { return nil }
        return Rank(outOfLine: !inLine, distance: 4 * gap + across)
    }
}
