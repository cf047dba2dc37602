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
        let appName: String
        let purpose: String
        let motion: String?
        let descriptions: [SRSensor: String]

        init(appName: String, purpose: String, motion: String?, descriptions: [SRSensor: String]) {
            self.appName = appName; self.purpose = purpose; self.motion = motion; self.descriptions = descriptions
        }

        init(_ content: StudyContent) {
            self.init(appName: content.profile.appName, purpose: content.profile.purpose,
                      motion: content.profile.motionUsageDescription, descriptions: content.sensorDescriptions)
        }
    }

    let language: String
    let rows: [Row]

    /// Whether a phone of `language` reads the development language's texts as written
    /// (`LanguageTag.sameLanguage`).
    static func sameLanguage(_ language: String, _ developmentLanguage: String) -> Bool {
        LanguageTag.sameLanguage(language, developmentLanguage)
    }

    /// `reads` tells where this phone reads a text from (`Study.source(of:on:)`, the decider
    /// `check`'s missing-translation asks too; nil: not known, so only an identical text is
    /// flagged); `source` names where a sensor's text is written, as the team edits it (the
    /// Info.plist's usage detail, and the strings key its Description looks up); sensors sharing
    /// one usage detail (Motion) share its row. `appNameKey` is the Info.plist key of the app's
    /// name (CFBundleDisplayName, else CFBundleName); nil: Info.plist names none.
    /// `sensors` are those with a page on the phone's sheet: only their descriptions are read.
    init(language: String, content: StudyContent, sensors: [SRSensor], development: Texts, developmentLanguage: String,
         appNameKey: String? = nil, source: (SRSensor) -> String, reads: (StudyText) -> TextSource?) {
        self.language = language
        var rows: [Row] = []
        let sameLanguage = Self.sameLanguage(language, developmentLanguage)
        func add(_ key: String, _ text: String, _ base: String, _ study: StudyText) {
            let flag: String?
            switch reads(study) {
            case .otherLanguage(let other) where !LanguageTag.same(other, developmentLanguage):
                flag = "falls back to \(other)"
            case .otherLanguage, .infoPlist:
                flag = "falls back to the development language (\(developmentLanguage))"
            case .lookupKey:
                flag = "shows its lookup key: no localization translates it"
            case .own, nil:
                flag = sameLanguage || text != base ? nil : "identical to the development language (\(developmentLanguage))"
            }
            rows.append(Row(key: key, text: text, flag: flag, study: study))
        }
        if let appNameKey { add(appNameKey, content.profile.appName, development.appName, .appName) }
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
