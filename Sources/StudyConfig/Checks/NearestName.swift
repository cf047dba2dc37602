/// Suggests the known name a misspelt one most likely meant (`accelerometer` →
/// `motion-accelerometer`, `SRSensorUsageMessagesUsage` → `SRSensorUsageMessageUsage`).
public enum NearestName {
    /// Never `name` itself: a known name written right but in the wrong place (a translation of
    /// a key the Info.plist lacks) needs another fix than "did you mean" the same word.
    public static func suggest(_ name: String, among candidates: [String]) -> String? {
        let candidates = candidates.filter { $0 != name }
        let lower = name.lowercased()
        // A known name that contains the wrong one (or the reverse) is the likeliest fix.
        let containing = candidates.filter { $0.lowercased().contains(lower) || lower.contains($0.lowercased()) }
        if let best = containing.min(by: { abs($0.count - name.count) < abs($1.count - name.count) }), lower.count >= 4 {
            return best
        }
        // Two names further apart in length than the limit are further apart than it: most of
        // a file of unknown keys is never compared (100 000 took 3 s of `check`, release).
        let limit = max(2, name.count / 6)
        var best: (String, Int)?
        for c in candidates {
            let other = c.lowercased()
            guard abs(other.count - lower.count) <= limit else { continue }
            let d = distance(lower, other)
            if d <= limit, best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
