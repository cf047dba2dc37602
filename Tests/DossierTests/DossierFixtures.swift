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

    /// Explorations by study and language, shared by the suite's tests (which run in parallel).
    private static let explored = SharedValues<DossierLanguage>()

    static func kind(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "home"
        case .crashed: "crashed"
        case .sheet(.enableCollection): "enable-collection"
        case .sheet(.intro): "intro"
        case .sheet(.sensor): "sensor"
        case .sheet(.review): "review"
        case .requiredAlert: "required"
        case .motionAlert: "motion"
        case .settings: "settings"
        case .deleteConfirmation: "delete-confirmation"
        case .collectionOffAlert: "collection-off-alert"
        }
    }

    /// A fresh phone with `study` installed, its app asking SensorKit whatever its sensors read
    /// when `asksAnyway` (as `Walkthrough.all` asks for its collection-off path).
    static func phone(_ study: Study, _ language: String? = nil, asksAnyway: Bool) -> ConsentSimulation {
        var options = SimulatedPhone.Options()
        options.behavior.requestOnlyUndetermined = !asksAnyway
        return ConsentSimulation(study: study, language: language, options: options)
    }

    /// The dossier's files for a study in these languages, in memory. Each language's
    /// exploration and walkthroughs are made once per study for the whole suite (an exploration
    /// walks every state a participant can reach, seconds in a debug build); `fresh` makes them
    /// again, for a test of two runs.
    static func files(_ study: Study, languages: [String], fresh: Bool = false) -> [(path: String, text: String)] {
        let parts = languages.map { language in
            let make = {
                let phone = { ConsentSimulation(study: study, language: language) }
                return DossierLanguage(language: language, exploration: ConsentExploration.explore(phone),
                                       walkthroughs: Walkthrough.all { DossierFixtures.phone(study, language, asksAnyway: $0) })
            }
            return fresh ? make() : explored.value(for: "\(study.name)|\(study.bundleIdentifier)|\(language)", make)
        }
        let writer = DossierWriter(study: .init(study, fingerprint: "0"), languages: parts, date: nil)
        return writer.files()
    }
}

/// Values made once per key and shared across threads: a thread asking for a value another is
/// making waits for it rather than making it again.
final class SharedValues<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [String: Value] = [:]
    private var making: Set<String> = []

    func value(for key: String, _ make: () -> Value) -> Value {
        condition.lock()
        while making.contains(key) { condition.wait() }
        if let known = values[key] {
            condition.unlock()
            return known
        }
        making.insert(key)
        condition.unlock()
        let made = make()
        condition.lock()
        values[key] = made
        making.remove(key)
        condition.broadcast()
        condition.unlock()
        return made
    }
}
