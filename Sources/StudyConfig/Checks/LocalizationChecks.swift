import SensorKitSim

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
        // Without an Info.plist every key would be listed: `missing-info-plist` says it once.
        for table in study.localizations where study.hasInfoPlist {
            for key in table.orderedKeys where !infoKeys.contains(key) && !lookupKeys.contains(key) {
                // Catalogs also hold in-app strings; only strings files are for Info.plist alone.
                guard table.file.hasSuffix(".strings") else { continue }
                if let usageKey = usageDetailKey(namedBy: key) {
                    warning("strings-key-not-in-info-plist", file: table.file, keyPath: key, line: table.entries[key]?.line,
                            "\"\(key)\" names a sensor's usage detail, but SensorKit finds its translation by its Description's text, not by its key, so this translation is never shown",
                            suggestion: descriptionKeySuggestion(usageKey))
                    continue
                }
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
        checkEmptyTranslations(lookupKeys: lookupKeys)
        checkStringsBesideCatalog()
        let languages = study.languages
        guard languages.count > 1 else { return }
        // Each text a participant reads that some language translates: a language lacking it
        // shows another language's text there, key by key, beside its own everywhere else
        // (`Study.source(of:on:)`, which the dossier's translation report asks too).
        var texts: [(key: String, written: String?, name: String?)] = [StudyText.appName, .purpose, .motion].compactMap { text in
            study.lookup(of: text).map { ($0.key, $0.written, text.participantName) }
        }
        let descriptions = study.usageDetails.compactMap(\.description).filter { !$0.isBlank }
        for description in descriptions where !texts.contains(where: { $0.key == description }) { texts.append((description, nil, nil)) }
        for (key, written, name) in texts where study.hasTranslation(written ?? key, infoKey: written == nil ? nil : key) {
            let lookup = TextQuality.looksLikeLookupKey(key) && written == nil
            for lang in languages {
                // Base.lproj is no phone's language: only a lookup key it lacks shows as a key.
                guard let file = study.localizations.first(where: { $0.language == lang })?.file,
                      lookup || !LanguageTag.same(lang, "Base") else { continue }
                let shown: String
                switch study.source(key: key, written: written, on: lang) {
                case .own: continue
                case .otherLanguage(let other): shown = "the \(other) text"
                case .infoPlist: shown = "Info.plist's text"
                case .lookupKey: shown = "the key \(key) itself"
                }
                let what = name.map { "\(key) (\($0))" } ?? key
                warning("missing-translation", file: file, keyPath: key,
                        "\(lang) has no text for \(what): participants using \(lang) see \(shown) there",
                        suggestion: "add \"\(key)\" = \"…\"; to \(file)")
            }
        }
    }

    /// The usage-detail key a strings key names (`SRSensorUsageMotion`, or a key path such as
    /// `NSSensorKitUsageDetail.SRSensorUsageMotion.Description`), when it names one.
    private func usageDetailKey(namedBy key: String) -> String? {
        let known = Set(Self.knownUsageKeys + study.usageDetails.map(\.key))
        return key.split { !$0.isLetter && !$0.isNumber }.map(String.init).first { known.contains($0) }
    }

    /// The line that would translate that sensor's page: its Description's text as the key.
    private func descriptionKeySuggestion(_ usageKey: String) -> String {
        guard let detail = study.usageDetails.first(where: { $0.key == usageKey }),
              let text = detail.description, !text.isBlank else {
            return "\(infoFile) has no NSSensorKitUsageDetail.\(usageKey) entry with a Description: add one, then use its text as the key here"
        }
        let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let at = detail.line.map { " (line \($0))" } ?? ""
        return "use the text of NSSensorKitUsageDetail.\(usageKey).Description in \(infoFile)\(at) as the key: \"\(quoted)\" = \"…\";"
    }

    /// A language translated both by `<lang>.lproj/InfoPlist.strings` and by the catalog: Xcode
    /// builds the catalog into that same `<lang>.lproj/InfoPlist.strings`, so two build steps
    /// write one file and which text the app ships is not the study's choice (FIDELITY.md).
    private mutating func checkStringsBesideCatalog() {
        let catalogs = study.localizations.filter { $0.file.hasSuffix(".xcstrings") && !$0.entries.isEmpty }
        for strings in study.localizations where strings.file.hasSuffix(".strings") {
            guard let catalog = catalogs.first(where: { LanguageTag.same($0.language, strings.language) }) else { continue }
            let differing = strings.orderedKeys.filter { key in catalog[key].map { $0 != strings[key] } ?? false }
            let detail = differing.isEmpty ? ""
                : "; \(differing.count) \(differing.count == 1 ? "key has" : "keys have") a different text in each (\(differing.prefix(3).joined(separator: ", "))\(differing.count > 3 ? ", …" : ""))"
            warning("strings-and-catalog", file: strings.file, line: strings.orderedKeys.first.flatMap { strings.entries[$0]?.line },
                    "\(strings.language) is translated both here and in \(catalog.file): Xcode builds the catalog into \(strings.file) too, so the build has two sources for one file (Xcode stops with \"Multiple commands produce\") and a phone in \(strings.language) reads only one of them\(detail); consent-sim reads this file first, then the catalog for keys it lacks",
                    suggestion: "keep one: move these translations into \(catalog.file) (Xcode: Migrate to String Catalog) and delete \(strings.file), or remove \(strings.language) from \(catalog.file)")
        }
    }

    /// A translation left empty: a phone in that language shows it as it is, an empty study
    /// purpose, alert message or sensor description, while the other languages read fine.
    private mutating func checkEmptyTranslations(lookupKeys: Set<String>) {
        let defaultChain = study.fallbackChain(nil)
        for table in study.localizations {
            for key in table.orderedKeys where table[key]?.isBlank == true {
                let what: String
                if key == "NSSensorKitUsageDescription", study.root[key] != nil, let name = StudyText.purpose.participantName {
                    what = name
                } else if key == "NSMotionUsageDescription", study.root[key] != nil, let name = StudyText.motion.participantName {
                    what = name
                } else if lookupKeys.contains(key) {
                    // The text a phone without a localization of its own reads is reported at Info.plist (empty-description).
                    if study.localized(key).isBlank, defaultChain.contains(where: { LanguageTag.same($0, table.language) }) { continue }
                    let sensor = study.usageDetails.first { $0.description == key }?.sensors.first
                    what = "the \(sensor.flatMap { SensorCatalog.info(for: $0)?.displayName } ?? key) page's description"
                } else {
                    continue
                }
                error("empty-translation", file: table.file, keyPath: key, line: table.entries[key]?.line,
                      "\(key) is empty in \(table.language): a phone in \(table.language) shows \(what) empty",
                      suggestion: "write the \(table.language) text, or remove the entry so the \(study.developmentLanguage) text shows")
            }
        }
    }
}
