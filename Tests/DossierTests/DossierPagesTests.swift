import Foundation
import Testing
import StudyConfig
import Simulation
import SimCore
@testable import Dossier

/// The dossier's pages: one per screen per language, parsable HTML, the same bytes twice.
@Suite struct DossierPagesTests {
    /// An app name holding a control character (a strings file's \U001B) was written into the
    /// pages and the graph as itself: xmllint refused the pages ("Invalid char"), and the SVG
    /// Graphviz drew from graph.dot was not XML, so the browser showed an error, not the graph.
    @Test func aControlCharacterInTheStudysTextIsShownNotWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-control-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: DossierFixtures.repository.appendingPathComponent("Scenarios/studies/light-not-entitled"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("en.lproj/InfoPlist.strings")
        let text = try String(contentsOf: strings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"CFBundleDisplayName\" = \"Sleep Study\";", with: "\"CFBundleDisplayName\" = \"Evil\\U001B[31m\";").utf8)
            .write(to: strings)
        let study = try StudyLoader.load(path: folder, options: StudyLoadOptions())
        #expect(study.appName == "Evil\u{1B}[31m", "the fixture no longer carries the control character")
        let files = DossierFixtures.files(study, languages: ["en"], fresh: true)
        for file in files where file.path.hasSuffix(".html") || file.path.hasSuffix(".dot") {
            #expect(!file.text.unicodeScalars.contains("\u{1B}"), "\(file.path) holds ESC as itself")
        }
        let index = try #require(files.first { $0.path == "en/screen-1.html" }).text
        #expect(index.contains("Evil\\u{1B}[31m"), "the name is shown as every other output shows it")
    }

    @Test func heartStudyInTwoLanguagesHasAPageAndPictureForEveryScreenAndParses() throws {
        let study = try DossierFixtures.study("heart-study")
        let files = DossierFixtures.files(study, languages: ["en", "de"])
        let paths = Set(files.map(\.path))
        let screens = ConsentExploration.explore { ConsentSimulation(study: study, language: "de") }.screens.count
        for language in ["en", "de"] {
            for n in 1...screens {
                #expect(paths.contains("\(language)/screen-\(n).html"))
                #expect(paths.contains("\(language)/screen-\(n).svg"))
            }
            #expect(!paths.contains("\(language)/screen-\(screens + 1).html"))
            #expect(paths.contains("\(language)/graph.dot"))
        }
        let german = try #require(files.first { $0.path == "de/screen-1.html" }).text
        #expect(german.contains("Weiter") || german.contains("Abbrechen"), "the German page shows the German buttons")
        let folder = try Self.written(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files where file.path.hasSuffix(".html") {
            #expect(Self.xmllintParses(folder.appendingPathComponent(file.path)), "\(file.path)")
        }
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let study = try DossierFixtures.study("heart-study")
        let first = DossierFixtures.files(study, languages: ["en", "es"])
        let second = DossierFixtures.files(study, languages: ["en", "es"], fresh: true)
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.text) == second.map(\.text))
    }

    /// On iOS 17 the Motion & Fitness alert's page is named by the title the phone shows, in
    /// title case with OK: it was named by the current sentence form (“would like to access your
    /// … activity.”) above a picture of the older alert.
    @Test func aMotionAlertPageIsNamedByTheTitleItsIOSShows() throws {
        let study = try DossierFixtures.study("heart-study")
        var options = SimulatedPhone.Options()
        options.osVersion = OSVersion(17, 4)
        let exploration = ConsentExploration.explore(maxDepth: 2) { ConsentSimulation(study: study, language: "en", options: options) }
        let alert = try #require(exploration.screens.first { $0.snapshot.motionAlert != nil })
        #expect(ScreenTitle.of(alert) == "“Heart Study” Would Like to Access Your Motion & Fitness Activity")
        #expect(ScreenTitle.of(alert) == alert.snapshot.motionAlert?.title)
    }

    /// Every screen's name in the index, the graph and its page tells it from the others: two
    /// review pages after different answers, or a page seen again after the privacy policy was
    /// opened, say what differs.
    @Test func noTwoScreensShareAName() throws {
        let study = try DossierFixtures.study("sleep-study")
        let exploration = ConsentExploration.explore { ConsentSimulation(study: study, language: "en") }
        let names = exploration.screens.map { ScreenTitle.of($0, in: exploration) }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(Set(exploration.screens.map { ScreenTitle.of($0) }).count < names.count, "the study has screens of one title to tell apart")
        #expect(names.contains { $0.hasPrefix("Authorization Review (") && $0.contains("declined") })
        let index = try #require(DossierFixtures.files(study, languages: ["en"]).first { $0.path == "index.html" }).text
        for name in names { #expect(index.contains(">\(HTMLText.escape(name))</a>"), "\(name)") }
    }

    @Test func eachActionIsAnnotatedWithWhereItLeads() throws {
        let study = try DossierFixtures.study("sleep-study")
        let exploration = ConsentExploration.explore { ConsentSimulation(study: study, language: "en") }
        let files = DossierFixtures.files(study, languages: ["en"])
        let page = { (n: Int) in files.first { $0.path == "en/screen-\(n + 1).html" }?.text ?? "" }
        for edge in exploration.edges {
            let target = exploration.screens[edge.to]
            #expect(page(edge.from).contains("href=\"screen-\(target.index + 1).html\""), "screen \(edge.from + 1): \(edge.label)")
        }
        let required = try #require(exploration.edges.first { edge in
            if case .requiredAlert = exploration.screens[edge.to].key.foreground { return true }
            return false
        })
        #expect(page(required.from).contains("<b>Don’t Allow Collection &amp; Sharing</b> → <a href=\"screen-\(required.to + 1).html\">"))
    }

    @Test func myHeartCountsSpanishVisitsTextIsFlaggedAsTheDevelopmentLanguages() throws {
        let study = try StudyLoader.load(path: DossierFixtures.myHeartCounts, options: StudyLoadOptions())
        let files = DossierFixtures.files(study, languages: ["en", "es"])
        let report = try #require(files.first { $0.path == "es/translations.html" }).text
        let visits = try #require(report.components(separatedBy: "\n").first { $0.contains("SRSensorUsageVisits") })
        #expect(visits.contains("class=\"flagged\""), "\(visits)")
        // Each text is named where the team edits it: the Info.plist's usage detail and the
        // catalog key its Description looks up, not SensorKit's internal sensor identifier.
        #expect(visits.contains("<td>NSSensorKitUsageDetail › SRSensorUsageVisits › Description (SENSORKIT_USAGE_DESC_VISITS)</td>"), "\(visits)")
        #expect(!report.contains("com.apple.SensorKit"))
        let english = try #require(files.first { $0.path == "en/translations.html" }).text
        #expect(!english.contains("class=\"flagged\""))
        print("My Heart Counts: \(files.filter { $0.path.hasPrefix("en/") && $0.path.hasSuffix(".html") && $0.path.contains("screen-") }.count) screens in en")
    }

    static func written(_ files: [(path: String, text: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-\(UUID().uuidString)")
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        return folder
    }

    /// Whether `xmllint --html --noout` reads the page without a complaint (true when xmllint is absent).
    static func xmllintParses(_ page: URL) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--html", "--noout", page.path]
        let err = Pipe()
        process.standardError = err
        guard (try? process.run()) != nil else { return false }
        let said = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 && said.isEmpty
    }

    /// The broken study crashes at its first launch (no Motion & Fitness text): one screen, one
    /// action (Relaunch), one path walked. The index said "1 screens, 1 actions." and "1 of the
    /// main consent paths … as slideshows and asciicasts".
    @Test func countsOfOneAreSingular() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("broken-study"), languages: ["en"])
        let index = try #require(files.first { $0.path == "index.html" }).text
        #expect(index.contains("1 screen, 1 action."), "\(index)")
        #expect(index.contains("1 of the main consent paths, played on the phone, as a slideshow and an asciicast."), "\(index)")
        for file in files where file.path.hasSuffix(".html") {
            #expect(file.text.firstMatch(of: #/\b1 (screens|actions)\b/#) == nil, "\(file.path)")
        }
    }

    /// `--depth 3` stops the sleep study's exploration before any review page; the index still
    /// said "all 16 combinations of answers were followed, and every screen they lead to that
    /// looks different is listed" above a list of 9 screens.
    @Test func anExplorationCutShortSaysSo() throws {
        let study = try DossierFixtures.study("sleep-study")
        let e = ConsentExploration.explore(maxDepth: 3) { ConsentSimulation(study: study, language: "en") }
        #expect(!e.unexplored.isEmpty)
        let writer = DossierWriter(study: .init(study, fingerprint: "0"),
                                   languages: [DossierLanguage(language: "en", exploration: e, walkthroughs: [])], date: nil)
        let index = try #require(writer.files().first { $0.path == "index.html" }).text
        #expect(!index.contains("every screen they lead to that looks different is listed") && !index.contains("all 16 combinations"))
        #expect(index.contains("Not every screen is listed: the exploration stops 3 actions after the first launch (<code>--depth 3</code>), "
                               + "and what the participant can do on \(e.unexplored.count) screen"), "\(index)")
        let whole = try #require(DossierFixtures.files(study, languages: ["en"]).first { $0.path == "index.html" }).text
        #expect(whole.contains("every screen they lead to that looks different is listed.</p>") && !whole.contains("Not every screen"))
    }

    /// A dossier of the German phone alone (`--lang de`) compared each text with itself: all
    /// five of the sleep study's German texts were flagged "identical to the development
    /// language (en)" or "falls back to the development language (en)".
    @Test func aDossierWithoutTheDevelopmentLanguageFlagsOnlyWhatIsEnglish() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["de"])
        let report = try #require(files.first { $0.path == "de/translations.html" }).text
        #expect(report.contains("<p>0 of 6 flagged.</p>"), "\(report)")
        let mood = DossierFixtures.files(try DossierFixtures.study("mood-study"), languages: ["es"])
        let spanish = try #require(mood.first { $0.path == "es/translations.html" }).text
        // Spanish has its own name and purpose; the five sensor texts are English.
        #expect(spanish.contains("<p>5 of 7 flagged.</p>"), "\(spanish)")
    }

    /// A German part's pages said `<html lang="de">` though their headings, notes and
    /// explanations are English ("What the participant can do here"), so a screen reader read
    /// the dossier's words with a German voice (and the index took a German study's development
    /// language for its own). The pages are English; the phone's words are marked German.
    @Test func thePagesAreEnglishAndThePhonesWordsCarryTheirLanguage() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["en", "de"])
        func file(_ path: String) throws -> String { try #require(files.first { $0.path == path }).text }
        for path in ["index.html", "print.html", "de/screen-2.html", "de/translations.html", "de/walkthrough.html", "en/screen-2.html"] {
            #expect(try file(path).contains("<html lang=\"en\">"), "\(path)")
        }
        let german = try file("de/screen-1.html")
        #expect(german.contains("<h1>1. <span lang=\"de\">Anfrage für Forschungssensor- &amp; Nutzungsdaten</span></h1>"), "\(german)")
        #expect(german.contains("<li><b lang=\"de\">Weiter</b> → <a href=\"screen-2.html\">2. <span lang=\"de\">"), "\(german)")
        #expect(try file("de/walkthrough/all-allowed.html").contains("<p class=\"caption\" lang=\"de\">"))
        #expect(try file("index.html").contains("<a href=\"de/screen-1.html\"><span lang=\"de\">Anfrage für"))
        // English words on an English page need no mark.
        #expect(!(try file("en/screen-1.html")).contains(" lang=\"en\">1."))
        #expect(try file("en/screen-1.html").contains("<li><b>Next</b> → <a href=\"screen-2.html\">2. "))
    }

    /// The study's own texts on the index (App, Study purpose, Motion & Fitness) and on each data
    /// table were in the phone's language with no mark: the sleep study's German purpose sat in an
    /// unmarked cell of an English page, read with an English voice, as were the sensors'
    /// descriptions on each language's translations page. Each is marked with the
    /// language it is in: German where the study translates it, nothing where a German phone
    /// reads the study's English (the heart study has no German text).
    @Test func theStudysTextsCarryTheLanguageTheyAreIn() throws {
        let sleep = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["de"])
        func file(_ files: [(path: String, text: String)], _ path: String) throws -> String { try #require(files.first { $0.path == path }).text }
        let index = try file(sleep, "index.html")
        #expect(index.contains("<tr><th>Study purpose</th><td lang=\"de\">Forschende untersuchen"), "\(index)")
        // `App` is the name a phone in the development language shows: English, unmarked.
        #expect(index.contains("<tr><th>App</th><td>Sleep"), "\(index)")
        let table = try #require(try SensorDataTable.tables(study: try DossierFixtures.study("sleep-study"), languages: ["de"]).first).html()
        #expect(table.contains("<dt>App</dt><dd lang=\"de\">Schlafstudie"), "\(table)")
        #expect(table.contains("<dt>Study purpose</dt><dd lang=\"de\">Forschende untersuchen"), "\(table)")
        #expect(table.contains("<dt>Motion &amp; Fitness</dt><dd>not used</dd>"), "\(table)")
        let texts = try file(sleep, "de/translations.html")
        #expect(texts.contains("(SLEEP_USAGE_MOTION)</td><td lang=\"de\">Die Studie erfasst Bewegungen"), "\(texts)")
        let heart = try DossierFixtures.study("heart-study")
        let heartFiles = DossierFixtures.files(heart, languages: ["de"])
        let english = try file(heartFiles, "index.html")
        #expect(!(try file(heartFiles, "de/translations.html")).contains("<td lang="))
        #expect(english.contains("<tr><th>Study purpose</th><td>"), "\(english)")
        #expect(english.contains("<tr><th>Motion &amp; Fitness text</th><td>Heart Study uses motion data"), "\(english)")
        let fallback = try #require(try SensorDataTable.tables(study: heart, languages: ["de"]).first).html()
        #expect(fallback.contains("<dt>Motion &amp; Fitness</dt><dd>Heart Study uses motion data"), "\(fallback)")
        #expect(!fallback.contains("<dd lang="), "\(fallback)")
    }

    /// A German part's screen names mixed the dossier's English into the phone's German and
    /// marked the whole as German: "<h1 lang=de>7. Überprüfung der Berechtigungen (declined:
    /// Handgelenktemperatur)</h1>", "Schlafstudie (home)", "… Aus (greyed out)", so the board's
    /// English words were read (and hyphenated, and printed) as German. The dossier's words stay
    /// English, outside the mark; only the phone's words carry its language.
    @Test func aScreenNameMarksOnlyThePhonesWordsWithTheirLanguage() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["en", "de"])
        let own = ["home", "declined", "all allowed", "greyed out", "crashed", " of "]
        var checked = 0
        for file in files where file.path.hasSuffix(".html") {
            for match in file.text.matches(of: #/lang="de">([^<]*)</#) {
                checked += 1
                for word in own { #expect(!match.1.contains(word), "\(file.path): “\(match.1)” is marked German") }
            }
        }
        #expect(checked > 100)
        let index = try #require(files.first { $0.path == "index.html" }).text
        #expect(index.contains("<a href=\"de/screen-6.html\"><span lang=\"de\">Überprüfung der Berechtigungen</span> (all allowed)</a>"), "\(index)")
        #expect(index.contains("<span lang=\"de\">Überprüfung der Berechtigungen</span> (declined: <span lang=\"de\">Handgelenktemperatur</span>)"))
        #expect(index.contains("<span lang=\"de\">Schlafstudie</span> (home)</a>"))
        let page = try #require(files.first { $0.path == "de/screen-7.html" }).text
        #expect(page.contains("<h1>7. <span lang=\"de\">Überprüfung der Berechtigungen</span> (declined: <span lang=\"de\">Handgelenktemperatur</span>)</h1>"), "\(page)")
        // The same names as plain text, where no mark can be made.
        #expect(page.contains("<title>7. Überprüfung der Berechtigungen (declined: Handgelenktemperatur)</title>"))
        let graph = try #require(files.first { $0.path == "de/graph.dot" }).text
        #expect(graph.contains("label=\"15. Schlafstudie (home)\""))
    }

    /// The app's name in a screen's name (the home screen, the study's Settings page, its switch
    /// in Motion & Fitness) was marked
    /// with the phone's language whatever language the study gives it: a German phone shows the
    /// heart study's English name (it has no German text), yet the dossier read "Heart Study"
    /// with a German voice. It carries the language the study's fallback walk gives it, as
    /// the index's and data table's App rows do.
    @Test func theAppsNameInAScreensNameCarriesTheLanguageItIsIn() throws {
        let heart = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["de"])
        let index = try #require(heart.first { $0.path == "index.html" }).text
        #expect(index.contains("\">Heart Study (home)</a>"), "\(index)")
        #expect(index.contains(" › </span>Heart Study (no switch)</a>"), "the study's Settings page: \(index)")
        #expect(!index.contains("<span lang=\"de\">Heart Study"), "\(index)")
        #expect(index.contains("(<span lang=\"de\">Fitnesstracking Ein</span>, Heart Study<span lang=\"de\"> Aus</span>)</a>"), "\(index)")
        // A study with German text keeps its German name marked German.
        let sleep = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["de"])
        let sleepIndex = try #require(sleep.first { $0.path == "index.html" }).text
        #expect(sleepIndex.contains("<span lang=\"de\">Schlafstudie</span> (home)</a>"), "\(sleepIndex)")
        #expect(sleepIndex.contains("<span lang=\"de\">Forschungssensor- &amp; Nutzungsdaten › Schlafstudie</span> ("), "\(sleepIndex)")
    }

    /// The last sensor page's Allow leads to a different review page after each combination of
    /// earlier answers, and each was a line of its own: 12 "Allow Collection & Sharing → …
    /// (after some of the earlier answers)" on the heart study's PPG page, 32 on mindLAMP's,
    /// three printed pages of one button. Such a button is one entry listing its screens.
    @Test func aButtonLeadingToManyScreensIsOneEntry() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["en", "de"])
        let page = try #require(files.first { $0.path == "en/screen-12.html" }).text
        #expect(page.contains("<h1>12. PPG (11 of 11)</h1>"), "\(page.prefix(600))")
        let allows = page.components(separatedBy: "<li><b>Allow Collection &amp; Sharing</b>").count - 1
        #expect(allows == 1, "\(page)")
        #expect(page.contains("<li><b>Allow Collection &amp; Sharing</b> → one of 12 screens, by the earlier answers: screens <a href=\"screen-13.html\">13</a>, "), "\(page)")
        // Each screen listed is a link, on the printed copy to its place there.
        let print = try #require(files.first { $0.path == "print.html" }).text
        #expect(print.contains("→ one of 12 screens, by the earlier answers: screens <a href=\"#de-screen-13\">13</a>, "))
        // A button with a few targets still names each.
        #expect(page.contains("<li><b>Back</b> → <a href=\"screen-11.html\">11. "), "\(page)")
    }

    /// On iOS 17.0 the heart study's sheet has no ECG or PPG page, yet the German translation
    /// report listed their texts under "Text the participant reads" and counted them: "13 of 13
    /// flagged", two of them texts no participant on that phone ever reads.
    @Test func theTranslationReportListsTheTextsOfTheSheetThePhoneShows() throws {
        let study = try DossierFixtures.study("heart-study")
        var options = SimulatedPhone.Options()
        options.osVersion = try OSVersion(parsing: "17.0")
        let e = ConsentExploration.explore { ConsentSimulation(study: study, language: "de", options: options) }
        let writer = DossierWriter(study: .init(study, fingerprint: "0"), languages: [DossierLanguage(language: "de", exploration: e)], date: nil)
        let report = try #require(writer.files().first { $0.path == "de/translations.html" }).text
        #expect(report.contains("<p>12 of 12 flagged.</p>"), "\(report)")
        #expect(!report.contains("SRSensorUsageECG") && !report.contains("SRSensorUsagePPG"))
        #expect(report.contains("SRSensorUsageHeartRate"))
    }

    /// A British English phone reads an English study's texts as written, yet each was flagged
    /// "falls back to the development language (en)" (My Heart Counts' en-GB strings, identical
    /// to its English ones: "13 of 13 flagged"), as if British participants read untranslated text.
    @Test func aRegionOfTheDevelopmentLanguageIsNotFlagged() throws {
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["en-GB"])
        let report = try #require(files.first { $0.path == "en-GB/translations.html" }).text
        #expect(report.contains("<p>0 of 6 flagged.</p>"), "\(report)")
    }

    /// A region of the development language is that language, another script is not: the
    /// report compared only the first subtags, so a zh-Hant phone falling back to zh-Hans texts
    /// was never flagged.
    @Test func aRegionIsTheSameLanguageAndAScriptIsNot() {
        #expect(TranslationReport.sameLanguage("en-GB", "en") && TranslationReport.sameLanguage("en_GB", "en-US"))
        #expect(TranslationReport.sameLanguage("zh-Hant-TW", "zh-Hant") && TranslationReport.sameLanguage("es-419", "es"))
        #expect(!TranslationReport.sameLanguage("zh-Hant", "zh-Hans") && !TranslationReport.sameLanguage("sr-Latn", "sr-Cyrl"))
        #expect(!TranslationReport.sameLanguage("de", "en"))
    }
}
