/// A set of disjoint half-open time intervals `(lower, upper]`, kept sorted.
///
/// SensorKit's fetch window excludes `from` and includes samples up to `to`, so the whole
/// engine reasons in left-open intervals. An interval can be left open-ended (still recording).
public struct IntervalSet: Sendable, Equatable {
    public struct Interval: Sendable, Equatable {
        public var lower: Double
        public var upper: Double
        public init(_ lower: Double, _ upper: Double) { self.lower = lower; self.upper = upper }
        public var length: Double { upper - lower }
    }

    public private(set) var intervals: [Interval] = []

    public init() {}
    public init(_ intervals: [Interval]) { for i in intervals { insert(i.lower, i.upper) } }

    /// The union of `spans` (each `(lower, upper]`), as inserting them one by one would make it,
    /// in O(n log n): a saved participant's file may hold hundreds of thousands of spans, and
    /// inserting each into the sorted list took minutes.
    public init(merging spans: [Interval]) {
        for span in spans.filter({ $0.upper > $0.lower }).sorted(by: { $0.lower < $1.lower }) {
            // Touching or overlapping intervals merge, as `insert` merges them.
            if let last = intervals.last, span.lower <= last.upper {
                intervals[intervals.count - 1].upper = max(last.upper, span.upper)
            } else {
                intervals.append(span)
            }
        }
    }

    public var isEmpty: Bool { intervals.isEmpty }
    public var totalLength: Double { intervals.reduce(0) { $0 + $1.length } }
    public var lowerBound: Double? { intervals.first?.lower }

    /// Adds `(lower, upper]`, merging with touching or overlapping intervals.
    public mutating func insert(_ lower: Double, _ upper: Double) {
        guard upper > lower else { return }
        var lo = lower, hi = upper
        var kept: [Interval] = []
        kept.reserveCapacity(intervals.count + 1)
        var placed = false
        for i in intervals {
            if i.upper < lo { kept.append(i); continue }
            if i.lower > hi {
                if !placed { kept.append(Interval(lo, hi)); placed = true }
                kept.append(i)
                continue
            }
            lo = min(lo, i.lower); hi = max(hi, i.upper)
        }
        if !placed { kept.append(Interval(lo, hi)) }
        intervals = kept
    }

    /// Removes `(lower, upper]`.
    public mutating func remove(_ lower: Double, _ upper: Double) {
        guard upper > lower else { return }
        var kept: [Interval] = []
        for i in intervals {
            if i.upper <= lower || i.lower >= upper { kept.append(i); continue }
            if i.lower < lower { kept.append(Interval(i.lower, lower)) }
            if i.upper > upper { kept.append(Interval(upper, i.upper)) }
        }
        intervals = kept
    }

    public func intersection(_ other: IntervalSet) -> IntervalSet {
        var out = IntervalSet()
        var a = 0, b = 0
        while a < intervals.count && b < other.intervals.count {
            let x = intervals[a], y = other.intervals[b]
            let lo = max(x.lower, y.lower), hi = min(x.upper, y.upper)
            if hi > lo { out.intervals.append(Interval(lo, hi)) }
            if x.upper < y.upper { a += 1 } else { b += 1 }
        }
        return out
    }

    public func subtracting(_ other: IntervalSet) -> IntervalSet {
        var out = self
        for i in other.intervals { out.remove(i.lower, i.upper) }
        return out
    }

    /// The part of the set inside `(lower, upper]`.
    public func clipped(to lower: Double, _ upper: Double) -> IntervalSet {
        intersection(IntervalSet([Interval(lower, upper)]))
    }

    public func contains(_ t: Double) -> Bool {
        intervals.contains { t > $0.lower && t <= $0.upper }
    }
}
