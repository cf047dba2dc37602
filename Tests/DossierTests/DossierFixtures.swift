import Foundation
import StudyConfig
import Simulation
@testable import Dossier

/// The studies the dossier's tests explore, and a screen's kind by its foreground.
enum DossierFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let myHeartCounts = repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts-xcode")

    static func study(_ name: String) throws -> Study {
        try StudyLoader.load(path: repository.appendingPathComponent("Scenarios/studies/\(name)"), options: StudyLoadOptions())
    }

    static func kind(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "home"
        case .crashed: "crashed"
        case .sheet(.intro): "intro"
        case .sheet(.sensor): "sensor"
        case .sheet(.review): "review"
        case .requiredAlert: "required"
        case .motionAlert: "motion"
        case .settings: "settings"
        }
    }

    /// The dossier's files for a study in these languages, in memory.
    static func files(_ study: Study, languages: [String]) -> [(path: String, text: String)] {
        let parts = languages.map { language in
            let phone = { ConsentSimulation(study: study, language: language) }
            return DossierLanguage(language: language, exploration: ConsentExploration.explore(phone), walkthroughs: Walkthrough.all(phone))
        }
        let tables = Dictionary(grouping: study.localizations, by: \.language)
        let writer = DossierWriter(study: .init(appName: study.appName, version: study.version, developmentLanguage: study.developmentLanguage,
                                                fingerprint: "0"), languages: parts, date: nil) { language, text in
            tables[language, default: []].contains { $0.entries.values.contains { $0.value == text } }
        }
        return writer.files()
    }
}
