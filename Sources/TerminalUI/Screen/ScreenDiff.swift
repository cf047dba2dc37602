/// The terminal update between two frames: runs of changed cells, row by row, so the backend
/// writes only what changed (as ratatui's buffer diff does).
public enum ScreenDiff {
    public struct Run: Equatable, Sendable {
        public let x: Int
        public let y: Int
        public let cells: [Screen.Cell]
    }

    /// Every run of cells in `new` that differs from `old`; all of `new` when sizes differ or there is no `old`.
    public static func runs(from old: Screen?, to new: Screen) -> [Run] {
        var out: [Run] = []
        let full = old == nil || old!.width != new.width || old!.height != new.height
        for y in 0..<new.height {
            var x = 0
            while x < new.width {
                if !full && old![x, y] == new[x, y] { x += 1; continue }
                var start = x
                // A run never starts on the right half of a wide character.
                if new[start, y].text.isEmpty && start > 0 { start -= 1 }
                var cells: [Screen.Cell] = []
                var end = start
                while end < new.width && (full || old![end, y] != new[end, y] || new[end, y].text.isEmpty) {
                    cells.append(new[end, y]); end += 1
                }
                if cells.isEmpty { cells.append(new[start, y]); end = start + 1 }
                out.append(Run(x: start, y: y, cells: cells))
                x = end
            }
        }
        return out
    }
}
