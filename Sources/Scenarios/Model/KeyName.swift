import StudyConfig
import TerminalUI

/// The keys a `press:` step names, and the terminal keys they are: read when the file is, so
/// a step holds keys, not names. Any other single character is that character's key.
enum KeyName {
    static let table: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Tab", .tab), ("BTab", .backTab),
        ("Enter", .enter), ("Space", .space), ("Escape", .escape), ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    static let names = table.map(\.name)

    /// The names other tools and keyboards give these keys, each pointing to the one a step
    /// writes: a suggestion only, never read as a key (`ShiftTab` was pointed to Tab, the key
    /// that moves the other way).
    static let otherNames: [String: String] = [
        "ShiftTab": "BTab", "Shift-Tab": "BTab", "BackTab": "BTab", "Esc": "Escape", "PgUp": "PageUp",
        "PgDn": "PageDown", "Return": "Enter",
    ]

    /// The name to suggest for `written`, a name that is not one: ours for another tool's
    /// name, else the nearest of ours; nil when none is near.
    static func suggestion(for written: String) -> String? {
        otherNames.first { $0.key.lowercased() == written.lowercased() }?.value ?? NearestName.suggest(written, among: names)
    }

    /// The key `name` stands for; nil when it names none.
    static func key(_ name: String) -> Key? {
        if let named = table.first(where: { $0.name == name }) { return named.key }
        return name.count == 1 ? .char(name.first!) : nil
    }

    /// How a step writes `key`; nil for one no name stands for (a click, a resize).
    static func name(_ key: Key) -> String? {
        if let named = table.first(where: { $0.key == key }) { return named.name }
        if case .char(let c) = key { return String(c) }
        return nil
    }
}
