import Foundation

/// A count a scenario expects: `12`, `">=100"`, `">0"`, `"<5"`, `"<=5"` or a range `"10..20"`.
public struct CountExpectation: Sendable, Equatable, CustomStringConvertible {
    /// Inclusive bounds; nil means unbounded on that side.
    public let lower: Int?
    public let upper: Int?

    public init(lower: Int?, upper: Int?) { self.lower = lower; self.upper = upper }

    /// Reads the forms above; nil for anything else.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces)
        func number<S: StringProtocol>(_ s: S) -> Int? { Int(s.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil } }
        if let n = number(t) { self.init(lower: n, upper: n); return }
        for (prefix, make) in [(">=", { (n: Int) in (n, Int?.none) }), ("<=", { (n: Int) in (0, Int?.some(n)) }),
                               (">", { (n: Int) in (n + 1, Int?.none) }), ("<", { (n: Int) in (0, Int?.some(n - 1)) })] {
            if t.hasPrefix(prefix), let n = number(t.dropFirst(prefix.count)) {
                let (lo, hi) = make(n)
                if let hi, hi < lo { return nil }
                self.init(lower: lo, upper: hi)
                return
            }
        }
        let parts = t.components(separatedBy: "..")
        if parts.count == 2, let lo = number(parts[0]), let hi = number(parts[1]), lo <= hi {
            self.init(lower: lo, upper: hi)
            return
        }
        return nil
    }

    /// The count as a scenario writes it, in a form `init` reads back.
    var yaml: String {
        switch (lower ?? 0, upper) {
        case (let lo, let hi?) where lo == hi: "\(lo)"
        case (0, let hi?): "\"<=\(hi)\""
        case (let lo, nil): "\">=\(lo)\""
        case (let lo, let hi?): "\"\(lo)..\(hi)\""
        }
    }

    public func contains(_ n: Int) -> Bool { n >= (lower ?? 0) && n <= (upper ?? Int.max) }

    /// As a reader says it: "exactly 3", "at least 100", "at most 4", "between 10 and 20".
    public var description: String {
        switch (lower ?? 0, upper) {
        case (let lo, let hi?) where lo == hi: "exactly \(lo)"
        case (0, let hi?): "at most \(hi)"
        case (let lo, nil): "at least \(lo)"
        case (let lo, let hi?): "between \(lo) and \(hi)"
        }
    }

    /// The bounds with what they count, the noun agreeing with the number beside it: "at least
    /// 1 result", "exactly 3 samples", "between 1 and 2 events".
    public func of(_ singular: String, _ plural: String? = nil) -> String {
        let one = lower == upper ? lower == 1 : (upper == nil ? lower == 1 : upper == 1 && (lower ?? 0) == 0)
        return "\(self) \(one ? singular : plural ?? singular + "s")"
    }
}
