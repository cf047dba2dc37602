import TerminalUI

/// The keys a `press:` step names, and the terminal keys they are: read when the file is, so
/// a step holds keys, not names. Any other single character is that character's key.
enum KeyName {
    static let table: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Tab", .tab), ("BTab", .backTab),
        ("Enter", .enter), ("Space", .space), ("Escape", .escape), ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    static let names = table.map(\.name)

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
