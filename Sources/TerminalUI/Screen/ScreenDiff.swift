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
        guard let old, old.width == new.width, old.height == new.height else {
            let w = new.width
            var out: [Run] = []
            for y in 0..<new.height where w > 0 { out.append(Run(x: 0, y: y, cells: Array(new.cells[(y * w)..<(y * w + w)]))) }
            return out
        }
        // Borrow both grids: comparing through buffers copies (and retains) no cell.
        return old.cells.withUnsafeBufferPointer { previous in changedRuns(in: new) { previous[$0] } }
    }

    /// Every run of cells in `new` that is not blank: what a terminal just cleared needs written
    /// (a first frame is mostly blank, and writing its blanks was a quarter of drawing it).
    public static func runs(overBlank new: Screen) -> [Run] {
        changedRuns(in: new) { _ in .blank }
    }

    /// The runs of `new`'s cells that differ from `before(index)`, row by row.
    @inline(__always)
    private static func changedRuns(in new: Screen, before: (Int) -> Screen.Cell) -> [Run] {
        let w = new.width
        var out: [Run] = []
        new.cells.withUnsafeBufferPointer { current in
            for y in 0..<new.height {
                let row = y * w
                var x = 0
                while x < w {
                    if before(row + x) == current[row + x] { x += 1; continue }
                    // A run never starts on the right half of a wide character.
                    var start = x
                    if start > 0 && current[row + start].isContinuation { start -= 1 }
                    var end = x + 1
                    while end < w && (before(row + end) != current[row + end] || current[row + end].isContinuation) { end += 1 }
                    out.append(Run(x: start, y: y, cells: Array(current[(row + start)..<(row + end)])))
                    x = end
                }
            }
        }
        return out
    }
}
