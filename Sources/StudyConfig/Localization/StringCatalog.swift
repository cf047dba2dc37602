import Foundation

/// An Xcode string catalog (`InfoPlist.xcstrings`): every key's text in every language.
///
/// Lookups resolve the way iOS chooses a localization: the exact language (`en_GB` finds
/// `en-GB`), then its shorter forms (`en-GB` → `en`), then the catalog's source language, and
/// finally the key itself, which Xcode uses as the source text when a key has no
/// source-language value.
public struct StringCatalog: Sendable, Equatable {
    /// The display name used in error messages.
    public let name: String
    public let sourceLanguage: String
    /// The catalog format version (`"1.0"`), when the file states one.
    public let version: String?
    /// Every key, by key.
    public let entries: [String: Entry]
    /// Every key, sorted.
    public let keys: [String]
    /// Every language with at least one value, plus the source language, sorted.
    public let languages: [String]

    /// Decodes and parses `data`; `name` is only used in messages.
    public init(data: Data, name: String) throws(LocalizationError) {
        let text = try SourceText(data: data, file: name)
        let root = try JSONParser.parse(text.utf8, file: name)
        let reader = StringCatalogReader(file: name, lines: LineIndex(text.utf8))
        let contents = try reader.read(root)
        self.name = name
        self.sourceLanguage = contents.sourceLanguage
        self.version = contents.version
        self.entries = contents.entries
        self.keys = contents.entries.keys.sorted()
        var languages: Set<String> = [contents.sourceLanguage]
        for entry in contents.entries.values { languages.formUnion(entry.localizations.keys) }
        self.languages = languages.sorted()
    }

    /// The text iOS would show for `key` in `language`; nil only when the catalog lacks the key.
    public func value(for key: String, language: String) -> String? {
        guard let entry = entries[key] else { return nil }
        for candidate in fallbackLanguages(for: language) {
            let localization = entry.localizations[candidate] ?? entry.localizations.first { LanguageTag.same($0.key, candidate) }?.value
            if let localization { return localization.value }
        }
        return key
    }

    /// Every key with the text `value(for:language:)` gives it in `language`.
    public func table(for language: String) -> [String: String] {
        var table: [String: String] = [:]
        for key in keys { table[key] = value(for: key, language: language) }
        return table
    }

    /// `language`, each shorter form of it (`zh-Hant-TW`, `zh-Hant`, `zh`), then the source language.
    public func fallbackLanguages(for language: String) -> [String] {
        var chain = LanguageTag.withParents(language)
        if !chain.contains(sourceLanguage) { chain.append(sourceLanguage) }
        return chain
    }
}
