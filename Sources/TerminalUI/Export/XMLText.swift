/// Text made safe for XML (JUnit reports, SVG screenshots).
public enum XMLText {
    /// `s` with markup characters escaped and the control characters XML 1.0 forbids left out
    /// (terminal escapes have no place in a report or a picture).
    public static func escaped(_ s: String) -> String {
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
