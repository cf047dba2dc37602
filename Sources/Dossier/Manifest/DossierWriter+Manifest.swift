import Simulation
import StudyConfig

extension DossierWriter {
    /// What the manifest records beside the pages: facts the writer does not draw.
    public struct Record: Sendable {
        public var bundleIdentifier: String
        public var setup: DossierManifest.Setup
        public var study: StudyComparison.Version?
        /// The study's localization each phone language shows.
        public var studyTextLanguage: [String: String]
        public init(bundleIdentifier: String, setup: DossierManifest.Setup, study: StudyComparison.Version?,
                    studyTextLanguage: [String: String]) {
            self.bundleIdentifier = bundleIdentifier; self.setup = setup; self.study = study; self.studyTextLanguage = studyTextLanguage
        }
    }

    /// The dossier as `dossier.json` holds it; `files` is left for the command, which knows
    /// which pictures and graphs it could render.
    public func manifest(_ record: Record) -> DossierManifest {
        DossierManifest(
            formatVersion: DossierManifest.currentFormat,
            app: .init(name: study.appName, bundleIdentifier: record.bundleIdentifier, version: study.version, fingerprint: study.fingerprint),
            setup: record.setup, study: record.study,
            languages: languages.map { part in
                let keys = screenKeys(part.exploration)
                let screens = part.exploration.screens.map { screen in
                    DossierManifest.Screen(
                        key: keys[screen.index], page: ScreenTitle.file(screen.index), title: part.names[screen.index].plain,
                        body: ScreenTexts.body(screen.snapshot), buttons: ScreenTexts.buttons(screen.snapshot),
                        annotations: part.exploration.edges(from: screen.index).map {
                            "\($0.label) → \(part.names[$0.to].plain)"
                        },
                        titleParts: part.names[screen.index].parts.map {
                            .init(text: $0.text, phone: $0.isPhone, language: $0.study.map(studyLanguage(part.language)))
                        })
                }
                let edges = part.exploration.edges.map { edge in
                    DossierManifest.Edge(from: keys[edge.from].joined(separator: " "), control: edge.control.map(ScreenIdentity.name) ?? "open-settings",
                                         label: edge.label, to: keys[edge.to].joined(separator: " "))
                }
                let rows = (dataTable(part)?.rows ?? []).map { row in
                    DossierManifest.SensorRow(sensor: row.sensor.rawValue, name: row.name, collected: row.collected, devices: row.devices,
                                              rate: row.rate, required: row.required, onSheet: row.onSheet, notAskedReason: row.notAskedReason,
                                              declining: row.declining, samplesPerDay: row.samplesPerDay,
                                              radarCSVBytesPerDay: row.radarCSVBytesPerDay)
                }
                let translations = report(part).rows.map { DossierManifest.TranslationRow(key: $0.key, text: $0.text, flag: $0.flag) }
                return DossierManifest.Language(language: part.language,
                                                studyTextLanguage: record.studyTextLanguage[part.language] ?? study.developmentLanguage,
                                                screens: screens, edges: edges, sensors: rows, translations: translations)
            },
            files: [])
    }

    /// Each screen's key, unique within the exploration: a second screen with the same parts
    /// (two states that differ only in their words) gets `#2`.
    func screenKeys(_ exploration: ConsentExploration) -> [[String]] {
        var seen: [[String]: Int] = [:]
        return exploration.screens.map { screen in
            let key = ScreenIdentity.key(screen.snapshot)
            seen[key, default: 0] += 1
            return seen[key]! == 1 ? key : key + ["#\(seen[key]!)"]
        }
    }
}
