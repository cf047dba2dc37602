/// Text made safe for XML (JUnit reports, SVG screenshots).
public enum XMLText {
    /// `s` with markup characters escaped and the control characters XML 1.0 forbids left out
    /// (terminal escapes have no place in a report or a picture).
    public static func escaped(_ s: String) -> String {
        // Most text has nothing to escape or leave out: it is returned as it is.
        guard s.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{1B}": break
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
