extension StringCatalog {
    /// One key of a catalog with its value in each language that has one.
    public struct Entry: Sendable, Equatable {
        public let key: String
        /// 1-based line of the key.
        public let line: Int
        /// The note for translators, such as `Privacy - Motion Usage Description`.
        public let comment: String?
        /// How Xcode found the key (`manual`, `extracted_with_value`, `stale`).
        public let extractionState: String?
        /// By language; empty when the key has no `localizations`.
        public let localizations: [String: Localization]
    }

    /// The text of one key in one language.
    public struct Localization: Sendable, Equatable {
        /// For a key with variations, the variation iOS would show on an iPhone (see `StringCatalogReader`).
        public let value: String
        /// The translation state (`translated`, `new`, `needs_review`), when given.
        public let state: String?
        /// 1-based line of the value.
        public let line: Int
    }
}
