extension Checker {
    /// Strings files and catalogs against Info.plist: keys that match nothing, and lookup keys a
    /// language lacks. (Build variables left unfilled are reported by the loader, which knows
    /// whether a project could have defined them.)
    mutating func checkLocalizations() {
        let infoKeys = Set(study.root.keys)
        let lookupKeys = Set(study.usageDetails.compactMap(\.description))
        let knownKeys = ["NSSensorKitUsageDescription", "NSSensorKitPrivacyPolicyURL", "NSMotionUsageDescription",
                         "CFBundleDisplayName", "CFBundleName"]
        let allInfoKeys = Array(infoKeys) + knownKeys
        for table in study.localizations {
            for key in table.orderedKeys where !infoKeys.contains(key) && !lookupKeys.contains(key) {
                // Catalogs also hold in-app strings; only strings files are for Info.plist alone.
                guard table.file.hasSuffix(".strings") else { continue }
                // A key iOS reads, spelt right here, points at the misspelling in Info.plist, not to it.
                let fix: String
                if knownKeys.contains(key) {
                    fix = misspelling(of: key).map { "Info.plist spells it \($0)\(line(of: $0).map { " (line \($0))" } ?? ""): correct it there" }
                        ?? "add \(key) to Info.plist, or delete this line"
                } else {
                    fix = NearestName.suggest(key, among: allInfoKeys).map { "did you mean \($0)?" } ?? "add \(key) to Info.plist, or delete this line"
                }
                warning("strings-key-not-in-info-plist", file: table.file, keyPath: key, line: table.entries[key]?.line,
                        "\"\(key)\" is not a key of Info.plist, so this translation is never shown", suggestion: fix)
            }
        }
        let languages = study.languages
        guard languages.count > 1 else { return }
        let lookups = study.usageDetails.compactMap(\.description).filter(TextQuality.looksLikeLookupKey)
        for key in lookups where study.hasTranslation(key) {
            for lang in languages where !study.localizations.contains(where: { $0.language == lang && $0[key] != nil }) {
                guard let file = study.localizations.first(where: { $0.language == lang })?.file else { continue }
                warning("missing-translation", file: file, keyPath: key,
                        "\(lang) has no text for \(key): participants using \(lang) see the \(study.developmentLanguage) text",
                        suggestion: "add \"\(key)\" = \"…\"; to \(file)")
            }
        }
    }
}
