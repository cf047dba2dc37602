/// Text made safe for XML (JUnit reports, SVG screenshots).
public enum XMLText {
    /// `s` with markup characters escaped and the characters XML 1.0 forbids left out: control
    /// characters (terminal escapes have no place in a report or a picture) and the two
    /// noncharacters U+FFFE and U+FFFF, which a scenario's name or a study's text can hold and
    /// which made the whole JUnit report unreadable to its parser.
    public static func escaped(_ s: String) -> String {
        // Most text has nothing to escape or leave out: it is returned as it is. (0xEF leads
        // the UTF-8 of U+FFFE and U+FFFF, among others.)
        guard s.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E
                                       || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF })
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
            case "\u{FFFE}", "\u{FFFF}": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
