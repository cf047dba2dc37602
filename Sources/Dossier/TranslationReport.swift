import Simulation
import SensorKitSim

/// The study's own texts a participant reads in one language that are the development
/// language's: a translation missing (iOS falls back) or a translation identical to it.
struct TranslationReport {
    struct Row {
        let key: String
        let text: String
        let flag: String?
    }

    let language: String
    let rows: [Row]

    /// `translated` tells whether the language's tables hold this text (identical) or not (falls back).
    init(language: String, content: StudyContent, development: StudyContent, developmentLanguage: String,
         translated: (String) -> Bool) {
        self.language = language
        var rows: [Row] = []
        func add(_ key: String, _ text: String, _ base: String) {
            let flag: String? = language == developmentLanguage || text != base ? nil
                : translated(text) ? "identical to the development language (\(developmentLanguage))"
                : "falls back to the development language (\(developmentLanguage))"
            rows.append(Row(key: key, text: text, flag: flag))
        }
        add("NSSensorKitUsageDescription", content.profile.purpose, development.profile.purpose)
        for sensor in content.profile.sensors {
            guard let text = content.sensorDescriptions[sensor] else { continue }
            add("NSSensorKitUsageDetail › \(sensor.rawValue)", text, development.sensorDescriptions[sensor] ?? "")
        }
        if let motion = content.profile.motionUsageDescription {
            add("NSMotionUsageDescription", motion, development.profile.motionUsageDescription ?? "")
        }
        self.rows = rows
    }

    var flagged: [Row] { rows.filter { $0.flag != nil } }
}
