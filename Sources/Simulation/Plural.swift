/// Counts with their nouns in the right number: "1 result", "2 results", "1 activity".
public enum Plural {
    /// `n` and `singular`, or `plural` (default: `singular` + "s") when `n` is not 1.
    public static func of(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    /// `24 hours`, or `90 seconds` for a span that is not a whole number of hours.
    public static func span(seconds: Double) -> String {
        seconds.truncatingRemainder(dividingBy: 3600) == 0 ? of(Int(seconds / 3600), "hour") : of(Int(seconds), "second")
    }
}
