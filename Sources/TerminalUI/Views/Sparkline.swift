/// A row of block characters (▁▂▃▄▅▆▇█) showing how values rise and fall.
public enum Sparkline {
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `values` (oldest first) in at most `width` columns. More values than columns are
    /// averaged in equal buckets; the lowest value is ▁ and the highest █. Empty when there
    /// are no values.
    public static func render(_ values: [Double], width: Int) -> String {
        let finite = values.filter(\.isFinite)
        guard width > 0, !finite.isEmpty else { return "" }
        let points: [Double]
        if finite.count <= width {
            points = finite
        } else {
            points = (0..<width).map { i in
                let lo = i * finite.count / width, hi = max(lo + 1, (i + 1) * finite.count / width)
                return finite[lo..<hi].reduce(0, +) / Double(hi - lo)
            }
        }
        let lo = points.min()!, hi = points.max()!
        guard hi > lo else { return String(repeating: "▄", count: points.count) }
        return String(points.map { v in
            levels[min(levels.count - 1, Int((v - lo) / (hi - lo) * Double(levels.count - 1) + 0.5))]
        })
    }
}
