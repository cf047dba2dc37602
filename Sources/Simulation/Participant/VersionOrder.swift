/// Which of two app versions is the earlier, as the App Store orders them: dot-separated
/// numbers compared part by part (`1.10` after `1.9`, `2` equal to `2.0`). An update never
/// installs an earlier version over a later one.
enum VersionOrder {
    /// Whether `a` is earlier than `b`; false when either is missing or not such numbers
    /// (nothing can be said, so nothing is refused).
    static func isEarlier(_ a: String?, than b: String?) -> Bool {
        guard let x = parts(a), let y = parts(b) else { return false }
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? x[i] : 0, r = i < y.count ? y[i] : 0
            if l != r { return l < r }
        }
        return false
    }

    private static func parts(_ text: String?) -> [Int]? {
        guard let text, !text.isEmpty else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { $0.count <= 9 && !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) ? Int($0) : nil }
        return numbers.count == parts.count ? numbers : nil
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
