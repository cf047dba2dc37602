/// Counts in a few columns: "950", "12.3k", "8.6M".
enum CountText {
    static func compact(_ n: Int) -> String {
        let v = Double(n)
        if n < 10_000 { return "\(n)" }
        if n < 1_000_000 { return n < 100_000 ? one(v / 1000) + "k" : "\(n / 1000)k" }
        if n < 1_000_000_000 { return n < 100_000_000 ? one(v / 1e6) + "M" : "\(n / 1_000_000)M" }
        return one(v / 1e9) + "G"
    }

    /// One decimal, rounded down so "9.99k" never shows as "10.0k".
    private static func one(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A whole number without a decimal point.
    static func plain(_ v: Double) -> String { "\(Int(v.rounded()))" }
}
