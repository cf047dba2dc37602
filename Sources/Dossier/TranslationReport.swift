import Simulation
import SensorKitSim
import StudyConfig

/// The study's own texts a participant reads in one language that are the development
/// language's: a translation missing (iOS falls back) or a translation identical to it.
struct TranslationReport {
    struct Row {
        let key: String
        let text: String
        let flag: String?
        /// Which of the study's texts it is, for the language it is in (`Study.language(of:on:)`).
        let study: StudyText
    }

    /// The texts a language is compared with: the development language's.
    struct Texts: Sendable {
        let purpose: String
        let motion: String?
        let descriptions: [SRSensor: String]

        init(purpose: String, motion: String?, descriptions: [SRSensor: String]) {
            self.purpose = purpose; self.motion = motion; self.descriptions = descriptions
        }

        init(_ content: StudyContent) {
            self.init(purpose: content.profile.purpose, motion: content.profile.motionUsageDescription, descriptions: content.sensorDescriptions)
        }
    }

    let language: String
    let rows: [Row]

    /// Whether a phone of `language` reads the development language's texts as written: a region
    /// of it (en-GB for en or en-US) has nothing to translate, while another script is another
    /// language (zh-Hant for zh-Hans, sr-Latn for sr-Cyrl).
    static func sameLanguage(_ language: String, _ developmentLanguage: String) -> Bool {
        func withoutRegion(_ tag: String) -> String {
            let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
            let isRegion = { (p: Substring) in p.count == 2 && p.allSatisfy(\.isLetter) || p.count == 3 && p.allSatisfy(\.isNumber) }
            return ([parts.first ?? ""] + parts.dropFirst().filter { !isRegion($0) }).joined(separator: "-")
        }
        return LanguageTag.same(withoutRegion(language), withoutRegion(developmentLanguage))
    }

    /// `translated` tells whether the language's tables hold this text (identical) or not (falls back);
    /// `source` names where a sensor's text is written, as the team edits it (the Info.plist's
    /// usage detail, and the strings key its Description looks up); sensors sharing one usage
    /// detail (Motion) share its row.
    /// `sensors` are those with a page on the phone's sheet: only their descriptions are read.
    init(language: String, content: StudyContent, sensors: [SRSensor], development: Texts, developmentLanguage: String,
         source: (SRSensor) -> String, translated: (String) -> Bool) {
        self.language = language
        var rows: [Row] = []
        let sameLanguage = Self.sameLanguage(language, developmentLanguage)
        func add(_ key: String, _ text: String, _ base: String, _ study: StudyText) {
            let flag: String? = sameLanguage || text != base ? nil
                : translated(text) ? "identical to the development language (\(developmentLanguage))"
                : "falls back to the development language (\(developmentLanguage))"
            rows.append(Row(key: key, text: text, flag: flag, study: study))
        }
        add("NSSensorKitUsageDescription", content.profile.purpose, development.purpose, .purpose)
        for sensor in content.profile.sensors where sensors.contains(sensor) {
            guard let text = content.sensorDescriptions[sensor] else { continue }
            let key = source(sensor)
            guard !rows.contains(where: { $0.key == key }) else { continue }
            add(key, text, development.descriptions[sensor] ?? "", .description(sensor))
        }
        if let motion = content.profile.motionUsageDescription {
            add("NSMotionUsageDescription", motion, development.motion ?? "", .motion)
        }
        self.rows = rows
    }

    var flagged: [Row] { rows.filter { $0.flag != nil } }
}
