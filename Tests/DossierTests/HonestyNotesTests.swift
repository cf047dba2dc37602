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

    /// On today's iOS the German alert's title is Apple's iOS 12 wording (the newest found), its
    /// refusing button Apple's, its allowing button ours; each is named in full, and a title with
    /// quotes of its own is not quoted again.
    @Test func aGermanMotionAlertSaysItsTitleIsApplesOlderWordingAndItsAllowButtonOurs() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["de"])
        let alerts = files.filter { $0.path.hasPrefix("de/screen-") && $0.path.hasSuffix(".html") && $0.text.contains("möchte auf deine Bewegungs- und Fitnessdaten zugreifen</span></h1>") }
        let alert = try #require(alerts.first)
        #expect(alert.text.contains("the Motion &amp; Fitness alert’s button that allows (<i>Erlauben</i>) is this tool’s own German translation"), "\(alert.text)")
        #expect(alert.text.contains("The Motion &amp; Fitness alert’s title (<i>„Heart Study“ möchte auf deine Bewegungs- und Fitnessdaten zugreifen</i>) "
                                    + "is Apple’s German wording as iOS 12 showed it, the most recent Apple wording found; current iOS may word it differently."), "\(alert.text)")
        #expect(alert.text.contains("The Motion &amp; Fitness alert’s button that refuses (<i>Nicht erlauben</i>) is Apple’s."), "\(alert.text)")
        #expect(!alert.text.contains("its button"))
    }

    /// A language's note on the index and the walkthrough names only the phrases that
    /// language's screens show: no Motion & Fitness alert for a study without one, and on
    /// today's iOS its Allow button, not the OK of iOS 17 and earlier.
    @Test func aLanguagesNoteNamesOnlyWhatItsScreensShow() throws {
        let sleep = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["de"])
        for path in ["index.html", "de/walkthrough.html"] {
            let page = Self.page(sleep, path)
            #expect(page.contains("this tool’s own German translation"), "\(path)")
            #expect(!page.contains("Motion &amp; Fitness alert’s title"), "\(path): the sleep study never shows it")
        }
        let heart = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["de"])
        let index = Self.page(heart, "index.html")
        #expect(index.contains("(<i>Erlauben</i>)"))
        #expect(!index.contains("OK button"), "iOS 27 shows Erlauben, not OK")
    }

    /// Printed, a screen with many actions is not cut off: no fixed height that hides the rest.
    @Test func printedScreensAreNeverClipped() {
        let print = DossierStyle.css.components(separatedBy: "@media print").last ?? ""
        let screen = print.components(separatedBy: "\n").first { $0.contains("div.screen {") } ?? ""
        #expect(!screen.contains("overflow: hidden") && !screen.contains("height:"), "\(screen)")
    }

    /// Printed, a table row stays on one page: the heart study's data table split Ambient
    /// Pressure's row across two pages, its "Declining means" cell ending on the next page.
    @Test func printedTableRowsAreNeverSplit() {
        let print = DossierStyle.css.components(separatedBy: "@media print").last ?? ""
        let rows = print.components(separatedBy: "\n").filter { line in
            let selectors = line.components(separatedBy: "{").first ?? ""
            return selectors.components(separatedBy: ",").contains { $0.split(separator: " ").last == "tr" }
        }
        #expect(rows.contains { $0.contains("break-inside: avoid") }, "\(rows)")
    }

    /// The sleep study's English and German parts, and its printed copy (`print.html`).
    static func sleepStudyPrintedCopy() throws -> (parts: [DossierLanguage], print: String) {
        let study = try DossierFixtures.study("sleep-study")
        let parts = ["en", "de"].map { language in
            DossierLanguage(language: language, exploration: ConsentExploration.explore { ConsentSimulation(study: study, language: language) },
                            walkthroughs: [])
        }
        let writer = DossierWriter(study: .init(appName: study.appName, version: study.version, developmentLanguage: "en", fingerprint: "0"),
                                   languages: parts, date: nil,
                                   dataTables: try ["en", "de"].map { try SensorDataTable(study: study, language: $0) })
        return (parts, page(writer.files(), "print.html"))
    }

    /// The printed copy (and so the PDF) carries each language's data table after its screens,
    /// each with its note on whose wording its names are, and ids unique on the one page. Each
    /// table's heading names its language as each screen's does ("de · 7. …"): in a PDF of four
    /// languages the four tables were each headed "What each answer leads to", and only the
    /// sensor names told the board which phone a table was for.
    @Test func thePrintedCopyCarriesTheDataTable() throws {
        let print = try Self.sleepStudyPrintedCopy().print
        #expect(print.components(separatedBy: "What each answer leads to</h2>").count == 3)
        #expect(print.contains("<h2>en · What each answer leads to</h2>") && print.contains("<h2>de · What each answer leads to</h2>"))
        #expect(print.contains("id=\"en-sensor-accelerometer\"") && print.contains("id=\"de-sensor-accelerometer\""))
        let ids = print.matches(of: #/ id="([^"]+)"/#).map { String($0.1) }
        #expect(Set(ids).count == ids.count, "every id once: \(ids)")
        let german = try #require(print.components(separatedBy: "<div id=\"de-data\">\n<div class=\"data-table\">").last)
        #expect(german.hasPrefix("\n<h2>de · What each answer leads to</h2>\n<p class=\"wording-note\"><b>Not Apple’s wording:</b>"), "\(german.prefix(300))")
    }

    /// The printed copy (and so the PDF, 66 pages for the heart study in two languages) has a
    /// table of contents, and where an action leads is a link to that screen's place in it: the
    /// PDF had neither, so "→ 26. …" meant leafing through the pages for screen 26.
    @Test func thePrintedCopyHasContentsAndLinkedCrossReferences() throws {
        let (parts, print) = try Self.sleepStudyPrintedCopy()
        let ids = Set(print.matches(of: #/ id="([^"]+)"/#).map { String($0.1) })
        let contents = try #require(print.components(separatedBy: "<div class=\"contents\">").dropFirst().first?.components(separatedBy: "</div>").first)
        for part in parts {
            for screen in part.exploration.screens {
                #expect(contents.contains("<a href=\"#\(part.language)-screen-\(screen.index + 1)\""), "\(part.language) \(screen.index + 1)")
            }
            #expect(contents.contains("<a href=\"#\(part.language)-data\">"))
        }
        let targets = print.matches(of: #/<a href="#([^"]+)"/#).map { String($0.1) }
        #expect(targets.count > 2 * parts.map(\.exploration.screens.count).reduce(0, +), "actions link too, not only the contents")
        for target in Set(targets) { #expect(ids.contains(target), "\(target) links to nothing") }
        let first = try #require(print.components(separatedBy: "id=\"en-screen-1\"").last)
        let actions = first.components(separatedBy: "</ul>").first ?? ""
        #expect(actions.contains("→ <a href=\"#en-screen-2\">2. "), "\(actions)")
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
