import StudyConfig

/// What changed between an earlier dossier and this one, per language: screens added, removed
/// and changed (their texts), actions added and removed, sensor rows and translation flags,
/// each with what it means for a participant enrolled on the earlier version. The meaning is
/// `StudyComparison`'s, the rule `check --against` reports; this only finds the screens it shows on.
public struct DossierChanges: Sendable {
    public struct ScreenChange: Sendable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public let kind: Kind
        public let old: DossierManifest.Screen?
        public let new: DossierManifest.Screen?
        public let causes: [StudyComparison.Change]
    }

    public struct EdgeChange: Sendable {
        public let added: Bool
        /// The screens' titles (the old ones for a removed action).
        public let from: String
        public let label: String
        public let to: String
        /// The new dossier's page of the screen the action leaves, when it still exists.
        public let page: String?
        public let edge: DossierManifest.Edge
        public let causes: [StudyComparison.Change]
    }

    public struct RowChange: Sendable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public let kind: Kind
        public let sensor: String
        public let name: String
        /// The fields that differ: name, old value, new value.
        public let fields: [(field: String, old: String, new: String)]
        public let causes: [StudyComparison.Change]
    }

    public struct TranslationChange: Sendable {
        public let key: String
        public let old: DossierManifest.TranslationRow?
        public let new: DossierManifest.TranslationRow?
    }

    public struct Language: Sendable {
        public let language: String
        public let screens: [ScreenChange]
        public let edges: [EdgeChange]
        public let rows: [RowChange]
        public let translations: [TranslationChange]
        public var isEmpty: Bool { screens.isEmpty && edges.isEmpty && rows.isEmpty && translations.isEmpty }
    }

    public let old: DossierManifest
    public let new: DossierManifest
    /// Every change in the study's files, as `check --against` lists them; empty when the earlier
    /// dossier did not record its study.
    public let study: [StudyComparison.Change]
    public let languages: [Language]
    public let languagesAdded: [String]
    public let languagesRemoved: [String]
    /// How the two were made differently (iOS version, Watch, depth), in words.
    public let setupDifferences: [String]

    public var isEmpty: Bool {
        study.isEmpty && languagesAdded.isEmpty && languagesRemoved.isEmpty && languages.allSatisfy(\.isEmpty)
            && setupDifferences.isEmpty && old.app == new.app
    }

    public init(old: DossierManifest, new: DossierManifest) {
        self.old = old; self.new = new
        let comparison = old.study.flatMap { o in new.study.map { StudyComparison(from: o, to: $0) } }
        study = comparison?.changes ?? []
        let oldLanguages = old.languages.map(\.language), newLanguages = new.languages.map(\.language)
        languagesAdded = newLanguages.filter { !oldLanguages.contains($0) }
        languagesRemoved = oldLanguages.filter { !newLanguages.contains($0) }
        var setup: [String] = []
        if old.setup.ios != new.setup.ios { setup.append("iOS \(old.setup.ios) then, iOS \(new.setup.ios) now") }
        if old.setup.watchPaired != new.setup.watchPaired {
            setup.append(new.setup.watchPaired ? "no Apple Watch was paired then, one is now" : "an Apple Watch was paired then, none is now")
        }
        if old.setup.depth != new.setup.depth { setup.append("explored \(old.setup.depth) actions deep then, \(new.setup.depth) now") }
        setupDifferences = setup
        languages = new.languages.compactMap { part in
            guard let before = old.languages.first(where: { $0.language == part.language }) else { return nil }
            let seen = comparison?.seen(inLocalization: part.studyTextLanguage).changes ?? []
            return Self.compare(before, part, seen: seen)
        }
    }
}
