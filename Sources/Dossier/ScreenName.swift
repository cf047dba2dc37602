/// A screen's name as the dossier writes it: the phone's words (its title, sensor names,
/// switches), and the dossier's own English words that tell screens of one title apart
/// ("home", "declined:", "greyed out", "no switch", "2 of 3"). HTML marks only the phone's words with the
/// phone's language, so a German screen's entry reads as German evidence in an English
/// dossier, not as a German name with English mixed into it.
struct ScreenName: Equatable, Sendable {
    struct Part: Equatable, Sendable {
        let text: String
        /// Whether the phone (or the study, through it) shows these words.
        let isPhone: Bool
    }

    private(set) var parts: [Part] = []

    init() {}
    init(phone text: String) { add(phone: text) }

    mutating func add(phone text: String) { add(Part(text: text, isPhone: true)) }
    mutating func add(own text: String) { add(Part(text: text, isPhone: false)) }
    mutating func add(_ name: ScreenName) { for part in name.parts { add(part) } }

    private mutating func add(_ part: Part) {
        guard !part.text.isEmpty else { return }
        if let last = parts.last, last.isPhone == part.isPhone {
            parts[parts.count - 1] = Part(text: last.text + part.text, isPhone: part.isPhone)
        } else {
            parts.append(part)
        }
    }

    /// The name a dossier recorded (`DossierManifest.Screen.titleParts`).
    init(_ recorded: [DossierManifest.TitlePart]) {
        for part in recorded { add(Part(text: part.text, isPhone: part.phone)) }
    }

    /// The name as plain text (a page's title, the graph, dossier.json).
    var plain: String { parts.map(\.text).joined() }

    /// Whether every word is the phone's (the name carries no words of the dossier's).
    var isPhoneOnly: Bool { parts.allSatisfy(\.isPhone) }

    /// The name in HTML on a page of the dossier: the phone's words marked with `language`
    /// where it is not the dossier's own.
    func html(_ language: String) -> String {
        parts.map { $0.isPhone ? HTMLText.phone(HTMLText.escape($0.text), language) : HTMLText.escape($0.text) }.joined()
    }

    /// The name after its number in the dossier ("7. …").
    func numbered(_ index: Int) -> ScreenName {
        var name = ScreenName()
        name.add(own: "\(index + 1). ")
        name.add(self)
        return name
    }
}
