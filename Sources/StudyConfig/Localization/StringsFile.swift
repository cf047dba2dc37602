import Foundation

/// An old-style `.strings` file (`en.lproj/InfoPlist.strings`), read entry by entry.
///
/// Entries keep their order and line so a check can point at the exact line a study team must
/// edit; later duplicates win, as they do on iOS, and are listed so a check can flag them.
public struct StringsFile: Sendable, Equatable {
    /// One `"key" = "value";` line (or `"key";`, whose value is the key itself).
    public struct Entry: Sendable, Equatable {
        public let key: String
        public let value: String
        /// 1-based line of the key.
        public let line: Int

        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// A key given again further down: the later value replaces the earlier one.
    public struct Duplicate: Sendable, Equatable {
        public let key: String
        /// The line of the previous entry with this key, whose value is lost.
        public let earlierLine: Int
        /// The line of the entry that wins (unless the key appears yet again).
        public let laterLine: Int

        public init(key: String, earlierLine: Int, laterLine: Int) {
            self.key = key
            self.earlierLine = earlierLine
            self.laterLine = laterLine
        }
    }

    /// The display name used in error messages.
    public let name: String
    public let encoding: TextEncoding
    /// Every entry in file order, duplicates included.
    public let entries: [Entry]
    /// Key to value, the later of duplicate keys winning.
    public let values: [String: String]
    /// Each repeated key, once per repetition, in file order.
    public let duplicates: [Duplicate]

    /// True when the file has no entries: empty, or only comments and whitespace.
    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: String) -> String? { values[key] }

    /// Decodes and parses `data`; `name` is only used in messages.
    public init(data: Data, name: String) throws(LocalizationError) {
        let text = try SourceText(data: data, file: name)
        let entries = try StringsFileParser.parse(text.utf8, file: name)

        var values: [String: String] = [:]
        var lastLine: [String: Int] = [:]
        var duplicates: [Duplicate] = []
        for entry in entries {
            if let earlier = lastLine[entry.key] {
                duplicates.append(Duplicate(key: entry.key, earlierLine: earlier, laterLine: entry.line))
            }
            lastLine[entry.key] = entry.line
            values[entry.key] = entry.value
        }
        self.name = name
        self.encoding = text.encoding
        self.entries = entries
        self.values = values
        self.duplicates = duplicates
    }
}
