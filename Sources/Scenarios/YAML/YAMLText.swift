/// Values written into scenario YAML so that the parser reads them back as they were.
enum YAMLText {
    /// A double-quoted string, on one line: a line break or other control character is written
    /// as its escape (`\n`), which YAML reads back as the character (written as itself, a line
    /// break inside double quotes is read back as a space).
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `{key: value, …}`.
    static func map(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `[a, b]`.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func onOff(_ b: Bool) -> String { b ? "on" : "off" }
}
