import SimCore

/// Text made safe to put in HTML, between tags or in a quoted attribute. A control character
/// from a study's files (an app name with ESC, from a strings file's \U001B) is shown as `\u{1B}`,
/// as every other output shows it: as itself it is a parse error in HTML and breaks the SVG
/// Graphviz draws from the same words.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in VisibleText.escaped(text) {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
