import SimCore

/// The seed behind one keyboard report's probability metrics: each metric's sample values are
/// drawn from it when a client reads the metric, the same values every time.
package struct ProbabilityDistribution: Sendable {
    /// Sample values per distribution: enough to show a spread, few enough to be cheap.
    static let count = 12
    let seed: UInt64

    /// `count` values around `offset + scale` with a long right tail (a positive skew, as key
    /// timings and distances have).
    func values(_ metric: Int, scale: Double, offset: Double) -> [Double] {
        (0..<Self.count).map { i in
            let u = SeededNoise.unit(seed, UInt64(metric), UInt64(i))
            return ((offset + scale * (0.4 + 1.6 * u * u)) * 1000).rounded() / 1000
        }
    }

    /// An intended-to-actual path error ratio, 0.05 … 0.45.
    func ratio(_ i: Int) -> Double {
        ((0.05 + 0.4 * SeededNoise.unit(seed, 1000, UInt64(i))) * 1000).rounded() / 1000
    }

    /// A small share of `total` words for a sentiment; most words carry none.
    func sentimentWords(_ category: SRKeyboardMetrics.SentimentCategory, of total: Int) -> Int {
        let share = category == .positive ? 0.04 : 0.008
        return Int((Double(total) * share * 2 * SeededNoise.unit(seed, 2000, UInt64(category.rawValue))).rounded(.down))
    }
}
