import SensorKitSim

extension StudyComparison {
    /// What the comparison reads of one version of a study, per language: a value a consent
    /// dossier keeps in its `dossier.json`, so `dossier --against OLD_DIR` compares by the same
    /// rules as `check --against` without the earlier version's files.
    public struct Version: Codable, Sendable, Equatable {
        public var bundleIdentifier: String
        public var developmentLanguage: String
        /// The languages the texts are given in (the development language and every localization).
        public var languages: [String]
        /// Requested sensors' raw values, in the catalog's order.
        public var sensors: [String]
        public var required: [String]
        /// A sensor's page text by sensor raw value, then language.
        public var descriptions: [String: [String: String]]
        /// NSSensorKitUsageDescription by language.
        public var purpose: [String: String]
        /// The Motion & Fitness alert's message by language; empty when the app does not use it.
        public var motionText: [String: String]
        public var privacyPolicyURL: String?
        public var entitlementValues: [String]
        /// Why a fresh install's request shows no sheet ("the request fails with
        /// invalidEntitlement (0) (…)"), as `check` says it; nil when a sheet appears. Dossiers
        /// recorded before it was kept read nil.
        public var noSheet: String?

        /// `study`'s texts in each of `languages` (default: its development language and localizations).
        public init(_ study: Study, languages: [String]? = nil) {
            let languages = languages ?? Array(Set([study.developmentLanguage] + study.languages)).sorted()
            bundleIdentifier = study.bundleIdentifier
            developmentLanguage = study.developmentLanguage
            self.languages = languages
            let sensors = SensorCatalog.ordered(study.requestedSensors)
            self.sensors = sensors.map(\.rawValue)
            required = sensors.filter(study.isRequired).map(\.rawValue)
            var descriptions: [String: [String: String]] = [:], purpose: [String: String] = [:], motion: [String: String] = [:]
            for language in languages {
                for s in sensors { descriptions[s.rawValue, default: [:]][language] = study.sensorDescription(s, language: language) }
                purpose[language] = study.usageDescription.map { study.localized($0, infoKey: "NSSensorKitUsageDescription", language: language) }
                motion[language] = study.motionAlert(language: language)?.message
            }
            self.descriptions = descriptions
            self.purpose = purpose
            motionText = motion
            privacyPolicyURL = study.privacyPolicyURL
            entitlementValues = study.entitlementValues ?? []
            noSheet = sensors.isEmpty ? nil : study.sheetPreview().noSheet.map { refusal in
                refusal.error.map { "the request fails with \($0) (\(refusal.explanation))" } ?? refusal.explanation
            }
        }

        /// A text in `language`; a language this version was not recorded in reads as its
        /// development language, as iOS falls back for a localization the app lacks.
        func text(_ byLanguage: [String: String]?, _ language: String) -> String? {
            guard let byLanguage else { return nil }
            return languages.contains(language) ? byLanguage[language] : byLanguage[developmentLanguage]
        }
    }
}
