extension Checker {
    /// Strings files and catalogs against Info.plist: keys that match nothing, lookup keys a
    /// language lacks, and build variables in participant-facing text.
    mutating func checkLocalizations() {
        let infoKeys = Set(study.root.keys)
        let lookupKeys = Set(study.usageDetails.compactMap(\.description))
        let allInfoKeys = Array(infoKeys) + ["NSSensorKitUsageDescription", "NSSensorKitPrivacyPolicyURL", "NSMotionUsageDescription",
                                             "CFBundleDisplayName", "CFBundleName"]
        for table in study.localizations {
            for key in table.orderedKeys where !infoKeys.contains(key) && !lookupKeys.contains(key) {
                // Catalogs also hold in-app strings; only strings files are for Info.plist alone.
                guard table.file.hasSuffix(".strings") else { continue }
                let s = NearestName.suggest(key, among: allInfoKeys)
                warning("strings-key-not-in-info-plist", file: table.file, keyPath: key, line: table.entries[key]?.line,
                        "\"\(key)\" is not a key of Info.plist, so this translation is never shown",
                        suggestion: s.map { "did you mean \($0)?" } ?? "add \(key) to Info.plist, or delete this line")
            }
        }
        var seen = Set<String>()
        for text in participantTexts() {
            for v in TextQuality.buildVariables(text.value) where seen.insert(text.keyPath + v).inserted {
                note("build-variable", file: text.file, keyPath: text.keyPath,
                     "\(v) is an Xcode build variable; the sheet shows it as written here (the build fills it in)")
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

    private func participantTexts() -> [(file: String, keyPath: String, value: String)] {
        var out: [(String, String, String)] = []
        // The sheet's title uses CFBundleName when there is no display name.
        let nameKey = study.root["CFBundleDisplayName"] != nil ? "CFBundleDisplayName" : "CFBundleName"
        for key in [nameKey, "NSSensorKitUsageDescription", "NSMotionUsageDescription"] {
            if let v = study.root[key]?.string { out.append((infoFile, key, v)) }
        }
        for d in study.usageDetails { if let v = d.description { out.append((infoFile, "NSSensorKitUsageDetail.\(d.key).Description", v)) } }
        return out
    }
}
