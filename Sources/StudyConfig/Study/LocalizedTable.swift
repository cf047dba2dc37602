/// One language's strings for Info.plist, from `<lang>.lproj/InfoPlist.strings` or the
/// `InfoPlist.xcstrings` catalog.
public struct LocalizedTable: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let value: String
        public let line: Int?
    }

    public let language: String
    /// The file the strings came from, as diagnostics name it.
    public let file: String
    public let entries: [String: Entry]
    /// Keys in file order (for diagnostics in a stable order).
    public let orderedKeys: [String]

    public init(language: String, file: String, entries: [(key: String, value: String, line: Int?)]) {
        self.language = language
        self.file = file
        var map: [String: Entry] = [:]
        var order: [String] = []
        for e in entries {
            if map[e.key] == nil { order.append(e.key) }
            map[e.key] = Entry(value: e.value, line: e.line)
        }
        self.entries = map
        self.orderedKeys = order
    }

    public subscript(key: String) -> String? { entries[key]?.value }
}
