import StudyConfig

extension DossierChanges {
    /// Which of the study's changes (`StudyComparison`'s, seen in the language) a screen, action
    /// or row changed by: a text whose old or new words it shows, a sensor it is about or names,
    /// else every change of which sensors are asked and how. None when the study's files did not
    /// change (the dossiers were made on another iOS or by another consent-sim).
    struct Causes {
        let seen: [StudyComparison.Change]
        /// The phone's name of each sensor, by raw value.
        let names: [String: String]

        static let structural: Set<StudyComparison.Change.Kind> = [.sensorAdded, .sensorRemoved, .requiredChanged, .entitlementChanged]

        func of(screen: DossierManifest.Screen, removed: [String], added: [String]) -> [StudyComparison.Change] {
            let sensor = screenSensor(screen.key)
            let lines = removed + added
            let found = picked { c in
                if Self.structural.contains(c.kind) {
                    guard let s = c.sensor?.rawValue else { return false }
                    return s == sensor || names[s].map { name in lines.contains { $0.contains(name) } } ?? false
                }
                return (c.before.map { t in removed.contains { $0.contains(t) } } ?? false)
                    || (c.after.map { t in added.contains { $0.contains(t) } } ?? false)
            }
            return found.isEmpty ? structural() : found
        }

        func of(edgeFrom key: [String]) -> [StudyComparison.Change] {
            let sensor = screenSensor(key)
            let found = picked { Self.structural.contains($0.kind) && $0.sensor?.rawValue == sensor }
            return found.isEmpty ? structural() : found
        }

        func of(sensor: String) -> [StudyComparison.Change] {
            let found = picked { $0.sensor?.rawValue == sensor }
            return found.isEmpty ? structural() : found
        }

        private func structural() -> [StudyComparison.Change] { seen.filter { Self.structural.contains($0.kind) } }

        private func picked(_ include: (StudyComparison.Change) -> Bool) -> [StudyComparison.Change] { seen.filter(include) }

        /// The sensor a sensor page or a Required alert is about.
        private func screenSensor(_ key: [String]) -> String? {
            guard let first = key.first else { return nil }
            for prefix in ["sheet.sensor.", "required-alert."] where first.hasPrefix(prefix) { return String(first.dropFirst(prefix.count)) }
            return nil
        }
    }
}
