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

    /// The dossier's own words (headings, notes, explanations) are English, whatever the
    /// phone's language: each page says so, and marks the phone's words with their language.
    static let ownLanguage = "en"

    /// ` lang="de"` for the phone's words on a page of `language`, nothing where they are
    /// English as the page is (a screen reader reads them in their language's voice).
    static func lang(_ language: String) -> String {
        language.lowercased() == ownLanguage || language.lowercased().hasPrefix(ownLanguage + "-")
            ? "" : " lang=\"\(escape(language))\""
    }

    /// The phone's words (already HTML), in a span marking their language where it is not English.
    static func phone(_ html: String, _ language: String) -> String {
        let lang = lang(language)
        return lang.isEmpty ? html : "<span\(lang)>\(html)</span>"
    }
}
