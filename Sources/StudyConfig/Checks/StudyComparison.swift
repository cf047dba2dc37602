import Foundation
import SensorKitSim
import SimCore

/// What changes between two versions of a study app, and what each change means for a
/// participant who answered the earlier version and for one who installs the later one
/// (`consent-sim check V2 --against V1`). Ethics boards review an update as an amendment; this is
/// its list of changes, each with its consequence.
public struct StudyComparison: Sendable {
    /// One change, as the text and JSON reports give it.
    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable {
            case sensorAdded, sensorRemoved, requiredChanged, descriptionChanged, purposeChanged
            case privacyURLChanged, entitlementChanged, motionTextChanged
        }
        public let kind: Kind
        public let sensor: SRSensor?
        public let language: String?
        public let before: String?
        public let after: String?
        public let existingParticipants: String
        public let newParticipants: String
    }

    public let changes: [Change]

    /// The changes from `old` to `new`, sensors in SensorKit's catalog order, texts per language
    /// (the development language and every localization either version has).
    public init(from old: Study, to new: Study) {
        let languages = Array(Set([old.developmentLanguage, new.developmentLanguage] + old.languages + new.languages)).sorted()
        self.init(from: Version(old, languages: languages), to: Version(new, languages: languages))
    }

    /// The changes between two versions as a dossier recorded them (`Version`), by the same rules.
    public init(from old: Version, to new: Version) {
        var out: [Change] = []
        let oldSensors = Set(old.sensors.map(SRSensor.init(rawValue:))), newSensors = Set(new.sensors.map(SRSensor.init(rawValue:)))
        let kept = SensorCatalog.ordered(oldSensors.intersection(newSensors))
        func name(_ s: SRSensor) -> String { SensorCatalog.info(for: s)?.displayName ?? s.description }
        // A new install whose request fails whole sees none of the sheet's changes.
        let noSheet = new.noSheet.map { "get no sheet: \($0)" }
        for s in SensorCatalog.ordered(newSensors.subtracting(oldSensors)) {
            out.append(Change(kind: .sensorAdded, sensor: s, language: nil, before: nil, after: new.required.contains(s.rawValue) ? "requested, Required" : "requested",
                              existingParticipants: "asked on the next launch: the sheet holds only the sensors they have not answered",
                              newParticipants: noSheet ?? "asked with every other sensor on the first sheet"))
        }
        for s in SensorCatalog.ordered(oldSensors.subtracting(newSensors)) {
            out.append(Change(kind: .sensorRemoved, sensor: s, language: nil, before: "requested", after: nil,
                              existingParticipants: "keep the status of \(name(s)) and the data recorded so far; the app no longer asks for it",
                              newParticipants: "never asked for \(name(s))"))
        }
        for s in kept where old.required.contains(s.rawValue) != new.required.contains(s.rawValue) {
            let nowRequired = new.required.contains(s.rawValue)
            out.append(Change(kind: .requiredChanged, sensor: s, language: nil,
                              before: old.required.contains(s.rawValue) ? "Required" : "optional", after: nowRequired ? "Required" : "optional",
                              existingParticipants: nowRequired
                                ? "who allowed it: nothing changes; who declined it: not asked again (SensorKit never asks an answered sensor twice), so they stay enrolled with it denied"
                                : "nothing changes: their answer stands",
                              newParticipants: noSheet ?? (nowRequired ? "must allow it to take part (declining shows the Required alert)" : "may decline it and still take part")))
        }
        let languages = Array(Set(old.languages + new.languages)).sorted()
        for language in languages {
            for s in kept {
                let before = old.text(old.descriptions[s.rawValue], language), after = new.text(new.descriptions[s.rawValue], language)
                guard before != after else { continue }
                out.append(Change(kind: .descriptionChanged, sensor: s, language: language, before: before, after: after,
                                  existingParticipants: "who answered \(name(s)) never see the new text (the sheet does not ask them again)",
                                  newParticipants: noSheet ?? "read the new text on \(name(s))'s page"))
            }
            let purpose = { (v: Version) in v.text(v.purpose, language) }
            if purpose(old) != purpose(new) {
                out.append(Change(kind: .purposeChanged, sensor: nil, language: language, before: purpose(old), after: purpose(new),
                                  existingParticipants: "see the new purpose only on a sheet for sensors they have not answered (an added one)",
                                  newParticipants: noSheet ?? "read the new purpose on the sheet's first page"))
            }
            let motion = { (v: Version) in v.text(v.motionText, language) }
            if motion(old) != motion(new) {
                out.append(Change(kind: .motionTextChanged, sensor: nil, language: language, before: motion(old), after: motion(new),
                                  existingParticipants: motion(old) == nil
                                    ? "asked for Motion & Fitness when the new version first uses it"
                                    : "who answered the Motion & Fitness alert never see it again, nor the new text",
                                  newParticipants: motion(new) == nil ? "never asked for Motion & Fitness" : "read the new text in the Motion & Fitness alert"))
            }
        }
        if old.privacyPolicyURL != new.privacyPolicyURL {
            out.append(Change(kind: .privacyURLChanged, sensor: nil, language: nil, before: old.privacyPolicyURL, after: new.privacyPolicyURL,
                              existingParticipants: "see the new link only on a new sheet (for sensors they have not answered)",
                              newParticipants: noSheet ?? "reach the new policy from the sheet's link"))
        }
        let oldValues = Set(old.entitlementValues), newValues = Set(new.entitlementValues)
        for value in oldValues.union(newValues).sorted() where oldValues.contains(value) != newValues.contains(value) {
            let sensor = SensorCatalog.sensors(forEntitlement: value).first
            let added = newValues.contains(value)
            out.append(Change(kind: .entitlementChanged, sensor: sensor, language: nil,
                              before: added ? nil : value, after: added ? value : nil,
                              existingParticipants: added
                                ? "nothing until the app asks for it; then it is asked like an added sensor"
                                : "the app's reads and recording of it fail with invalidEntitlement; their status and recorded data stay",
                              newParticipants: noSheet ?? (added ? "may be asked for it" : "never asked for it (a request for it fails)")))
        }
        changes = out
    }

    /// Only what a participant whose phone is set to `language` sees change: every change that
    /// is not a text, and the texts of the localization `study` shows them (`check --lang`).
    public func seen(on language: String, in study: Study) -> StudyComparison {
        seen(inLocalization: study.textLanguage(for: language) ?? study.developmentLanguage)
    }

    /// Every change that is not a text, and the texts of the localization `shown`.
    public func seen(inLocalization shown: String) -> StudyComparison {
        StudyComparison(changes: changes.filter { c in c.language.map { LanguageTag.same($0, shown) } ?? true })
    }

    private init(changes: [Change]) { self.changes = changes }

    /// The report as text: one block per change.
    public var text: String {
        guard !changes.isEmpty else { return "No changes that participants would notice." }
        var lines = ["\(changes.count) change\(changes.count == 1 ? "" : "s"):"]
        for c in changes {
            var head = "  \(c.kind.rawValue)"
            if let s = c.sensor { head += " \(s)" }
            if let l = c.language { head += " [\(l)]" }
            lines.append(head)
            if let b = c.before { lines.append("    before: \(b)") }
            if let a = c.after { lines.append("    after:  \(a)") }
            lines.append("    existing participants: \(c.existingParticipants)")
            lines.append("    new participants:      \(c.newParticipants)")
        }
        return lines.joined(separator: "\n")
    }

    /// `{"changes": [{"kind", "sensor", "language", "before", "after", "existingParticipants",
    /// "newParticipants"}]}`, every key present (null where it does not apply).
    public func json() -> String {
        let list: [[String: Any]] = changes.map { c in
            ["kind": c.kind.rawValue, "sensor": c.sensor.map { $0.description as Any } ?? NSNull(),
             "language": c.language.map { $0 as Any } ?? NSNull(), "before": c.before.map { $0 as Any } ?? NSNull(),
             "after": c.after.map { $0 as Any } ?? NSNull(), "existingParticipants": c.existingParticipants,
             "newParticipants": c.newParticipants]
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["changes": list], options: ToolJSON.options())) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
