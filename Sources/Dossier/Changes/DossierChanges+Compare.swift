import StudyConfig

extension DossierChanges {
    /// One language's changes. Screens are matched by key; those left over are matched by their
    /// key without the parts of sensors only one version asks for (the Settings page that gained
    /// a switch is the same page), first come first matched in the exploration's order.
    static func compare(_ old: DossierManifest.Language, _ new: DossierManifest.Language,
                        seen: [StudyComparison.Change]) -> Language {
        let oldSensors = Set(old.sensors.map(\.sensor)), newSensors = Set(new.sensors.map(\.sensor))
        let onlyOne = oldSensors.symmetricDifference(newSensors)
        func projected(_ key: [String]) -> [String] { key.filter { ScreenIdentity.sensor(of: $0).map { !onlyOne.contains($0) } ?? true } }

        var match: [Int: Int] = [:]   // new index → old index
        var oldByKey: [[String]: Int] = [:]
        for (i, screen) in old.screens.enumerated() { oldByKey[screen.key] = i }
        for (j, screen) in new.screens.enumerated() { if let i = oldByKey[screen.key] { match[j] = i } }
        var taken = Set(match.values)
        for j in new.screens.indices where match[j] == nil {
            let key = projected(new.screens[j].key)
            if let i = old.screens.indices.first(where: { !taken.contains($0) && projected(old.screens[$0].key) == key }) {
                match[j] = i; taken.insert(i)
            }
        }
        let causes = Causes(seen: seen, names: Dictionary(new.sensors.map { ($0.sensor, $0.name) } + old.sensors.map { ($0.sensor, $0.name) },
                                                          uniquingKeysWith: { a, _ in a }))

        var screens: [ScreenChange] = []
        for (j, screen) in new.screens.enumerated() {
            guard let i = match[j] else {
                screens.append(ScreenChange(kind: .added, old: nil, new: screen, causes: causes.of(screen: screen, removed: [], added: screen.body)))
                continue
            }
            let before = old.screens[i]
            guard before.title != screen.title || before.body != screen.body || before.buttons != screen.buttons
                    || before.annotations != screen.annotations else { continue }
            let removed = Self.lines(before) .filter { !Self.lines(screen).contains($0) }
            let added = Self.lines(screen).filter { !Self.lines(before).contains($0) }
            screens.append(ScreenChange(kind: .changed, old: before, new: screen, causes: causes.of(screen: screen, removed: removed, added: added)))
        }
        for (i, screen) in old.screens.enumerated() where !taken.contains(i) {
            screens.append(ScreenChange(kind: .removed, old: screen, new: nil, causes: causes.of(screen: screen, removed: screen.body, added: [])))
        }

        // Actions: the old ones in the new screens' keys, where their screens still exist.
        let newKey = Dictionary(match.map { (old.screens[$0.value].key.joined(separator: " "), new.screens[$0.key].key.joined(separator: " ")) },
                                uniquingKeysWith: { a, _ in a })
        let oldTitles = Dictionary(old.screens.map { ($0.key.joined(separator: " "), $0.title) }, uniquingKeysWith: { a, _ in a })
        let newScreens = Dictionary(new.screens.map { ($0.key.joined(separator: " "), $0) }, uniquingKeysWith: { a, _ in a })
        func identity(_ e: DossierManifest.Edge) -> [String] { [e.from, e.control, e.to] }
        let mappedOld = old.edges.map { e -> (DossierManifest.Edge, [String]?) in
            guard let from = newKey[e.from], let to = newKey[e.to] else { return (e, nil) }
            return (e, [from, e.control, to])
        }
        let oldIdentities = Set(mappedOld.compactMap(\.1))
        let newIdentities = Set(new.edges.map(identity))
        var edges: [EdgeChange] = []
        for e in new.edges where !oldIdentities.contains(identity(e)) {
            let from = newScreens[e.from]
            edges.append(EdgeChange(added: true, from: from?.title ?? e.from, label: e.label, to: newScreens[e.to]?.title ?? e.to,
                                    page: from?.page, edge: e, causes: causes.of(edgeFrom: from?.key ?? [])))
        }
        for (e, mapped) in mappedOld where mapped.map({ !newIdentities.contains($0) }) ?? true {
            let from = newKey[e.from].flatMap { newScreens[$0] }
            edges.append(EdgeChange(added: false, from: oldTitles[e.from] ?? e.from, label: e.label, to: oldTitles[e.to] ?? e.to,
                                    page: from?.page, edge: e, causes: causes.of(edgeFrom: e.from.split(separator: " ").map(String.init))))
        }

        var rows: [RowChange] = []
        let oldRows = Dictionary(old.sensors.map { ($0.sensor, $0) }, uniquingKeysWith: { a, _ in a })
        for row in new.sensors {
            guard let before = oldRows[row.sensor] else {
                rows.append(RowChange(kind: .added, sensor: row.sensor, name: row.name, fields: [], causes: causes.of(sensor: row.sensor)))
                continue
            }
            let fields = Self.fields(before, row)
            if !fields.isEmpty {
                rows.append(RowChange(kind: .changed, sensor: row.sensor, name: row.name, fields: fields, causes: causes.of(sensor: row.sensor)))
            }
        }
        for row in old.sensors where !newSensors.contains(row.sensor) {
            rows.append(RowChange(kind: .removed, sensor: row.sensor, name: row.name, fields: [], causes: causes.of(sensor: row.sensor)))
        }

        var translations: [TranslationChange] = []
        let oldTranslations = Dictionary(old.translations.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let newTranslationKeys = Set(new.translations.map(\.key))
        for row in new.translations where oldTranslations[row.key] != row {
            translations.append(TranslationChange(key: row.key, old: oldTranslations[row.key], new: row))
        }
        for row in old.translations where !newTranslationKeys.contains(row.key) {
            translations.append(TranslationChange(key: row.key, old: row, new: nil))
        }
        return Language(language: new.language, screens: screens, edges: edges, rows: rows, translations: translations)
    }

    /// Every line of a screen, for telling which texts a change removed and added.
    static func lines(_ s: DossierManifest.Screen) -> [String] { [s.title] + s.body + s.buttons }

    static func fields(_ a: DossierManifest.SensorRow, _ b: DossierManifest.SensorRow) -> [(field: String, old: String, new: String)] {
        let pairs: [(String, String, String)] = [
            ("Sensor", a.name, b.name), ("What is collected", a.collected, b.collected), ("Device", a.devices, b.devices),
            ("Rate", a.rate, b.rate), ("Required", a.required ? "Required" : "optional", b.required ? "Required" : "optional"),
            ("On the sheet", a.onSheet ? "asked" : "not asked: \(a.notAskedReason ?? "")", b.onSheet ? "asked" : "not asked: \(b.notAskedReason ?? "")"),
            ("Declining means", a.declining, b.declining),
            ("Samples per participant-day", String(a.samplesPerDay), String(b.samplesPerDay)),
            ("RADAR CSV bytes per participant-day", a.radarCSVBytesPerDay.map(String.init) ?? "no RADAR topic",
             b.radarCSVBytesPerDay.map(String.init) ?? "no RADAR topic"),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { (field: $0.0, old: $0.1, new: $0.2) }
    }
}
