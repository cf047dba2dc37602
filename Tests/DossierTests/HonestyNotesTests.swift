import Foundation
import Testing
import StudyConfig
import Simulation
@testable import Dossier

/// The dossier says where it is not sure: the phone's words that are this tool's translation,
/// and the sample rates that are the simulator's assumptions.
@Suite struct HonestyNotesTests {
    static func page(_ files: [(path: String, text: String)], _ path: String) -> String {
        files.first { $0.path == path }?.text ?? ""
    }

    @Test func aGermanSheetPageSaysItsSystemWordsAreOurTranslationAndAnEnglishOneDoesNot() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["en", "de"])
        let german = Self.page(files, "de/screen-1.html"), english = Self.page(files, "en/screen-1.html")
        #expect(german.contains("Not Apple’s wording:</b> the consent sheet’s titles, headings and buttons and the sensor and device names are this tool’s own German translation"))
        #expect(!english.contains("Not Apple’s wording"))
        #expect(Self.page(files, "index.html").contains("this tool’s own German translation"))
    }

    @Test func aGermanMotionAlertSaysItsTitleIsApplesAndItsAllowButtonOurs() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["de"])
        let alerts = files.filter { $0.path.hasPrefix("de/screen-") && $0.path.hasSuffix(".html") && $0.text.contains("möchte auf deine Bewegungs- und Fitnessdaten zugreifen</h1>") }
        let alert = try #require(alerts.first)
        #expect(alert.text.contains("its button that allows (“Erlauben”) is this tool’s own German translation"))
        #expect(alert.text.contains("The Motion &amp; Fitness alert’s title (“„Heart Study“ möchte auf deine Bewegungs- und Fitnessdaten zugreifen”) and its button that refuses (“Nicht erlauben”) are Apple’s."))
    }

    @Test func theDataTableMarksAssumedRatesAndNotAppleDocumentedOnes() throws {
        let table = try SensorDataTable(study: try DossierFixtures.study("heart-study"))
        let html = table.html()
        func row(_ sensor: String) -> String {
            html.components(separatedBy: "\n").first { $0.contains("id=\"sensor-\(sensor)\"") } ?? ""
        }
        #expect(row("accelerometer").contains("50 samples a second, continuously <em class=\"assumption\">assumption</em>"))
        #expect(row("electrocardiogram").contains("recordings a week) <em class=\"assumption\">assumption</em>"))
        #expect(!row("heartRate").isEmpty)
        #expect(!row("heartRate").contains("assumption"), "Apple documents 1 Hz heart rate")
        #expect(html.contains("Apple does not publish it (FIDELITY.md"))
    }
}
