/// JSON text for single values, written by hand so output is byte-stable (no key reordering,
/// no locale, shortest round-trip numbers).
public enum JSONText {
    /// A JSON string literal, or `null`.
    public static func string(_ s: String?) -> String {
        guard let s else { return "null" }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A JSON number; non-finite values (not representable in JSON) become `null`.
    public static func number(_ d: Double) -> String { d.isFinite ? d.description : "null" }
}
