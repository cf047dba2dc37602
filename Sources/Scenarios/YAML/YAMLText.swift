/// Values written into scenario YAML so that the parser reads them back as they were.
enum YAMLText {
    /// A double-quoted string.
    static func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `{key: value, …}`.
    static func map(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `[a, b]`.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func onOff(_ b: Bool) -> String { b ? "on" : "off" }
}
