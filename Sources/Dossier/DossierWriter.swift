import Simulation
import StudyConfig
import SensorKitSim

/// The dossier's files, built in memory in a fixed order so the same inputs give the same
/// bytes; the command writes them (atomically, inside its --out) and draws the graphs.
public struct DossierWriter: Sendable {
    public struct Study: Sendable {
        public var appName: String
        public var version: String?
        public var developmentLanguage: String
        /// A hash of the study's files, so a board can tell which files the dossier shows.
        public var fingerprint: String
        /// Where each requested sensor's text is written in Info.plist: its usage-detail key and
        /// the `Description` as written (the text itself, or a strings key it looks up).
        public var descriptionSources: [SRSensor: (usageDetailKey: String, written: String?)] = [:]
        /// The study's texts in its development language, which the translation report compares
        /// each language's with, also when the dossier leaves that language out (`--lang de`).
        var developmentTexts: TranslationReport.Texts?
        /// The language each of the study's texts is in on a phone set to a language
        /// (`Study.language(of:on:)`); nil: the development language.
        var textLanguage: (@Sendable (_ text: StudyText, _ phone: String?) -> String)?
        /// Where a phone set to a language reads each of the study's texts from
        /// (`Study.source(of:on:)`, the decider `check`'s missing-translation asks too).
        var textSource: (@Sendable (_ text: StudyText, _ phone: String) -> TextSource?)?
        /// The Info.plist key of the app's name (CFBundleDisplayName, else CFBundleName).
        var appNameKey: String?
        /// What marks `text` on a page (`HTMLText.lang`): its language on a phone set to `phone`.
        func lang(_ text: StudyText, on phone: String?) -> String {
            HTMLText.lang(textLanguage?(text, phone) ?? developmentLanguage)
        }
        public init(appName: String, version: String?, developmentLanguage: String, fingerprint: String) {
            self.appName = appName; self.version = version; self.developmentLanguage = developmentLanguage; self.fingerprint = fingerprint
        }

        /// The dossier's facts of a loaded study.
        public init(_ study: StudyConfig.Study, fingerprint: String) {
            self.init(appName: study.appName, version: study.version, developmentLanguage: study.developmentLanguage, fingerprint: fingerprint)
            for sensor in study.requestedSensors {
                guard let detail = study.usageDetail(for: sensor) else { continue }
                descriptionSources[sensor] = (detail.key, detail.description)
            }
            textLanguage = { study.language(of: $0, on: $1) }
            textSource = { study.source(of: $0, on: $1) }
            appNameKey = study.lookup(of: .appName)?.key
            let development = StudyProfile(study: study, language: study.developmentLanguage)
            developmentTexts = TranslationReport.Texts(
                appName: development.appName, purpose: development.purpose, motion: development.motionUsageDescription,
                descriptions: Dictionary(uniqueKeysWithValues: study.requestedSensors.compactMap { sensor in
                    study.sensorDescription(sensor, language: study.developmentLanguage).map { (sensor, $0) }
                }))
        }
    }

    public let study: Study

    /// The language each of the study's texts is in on a phone set to `phone` (a screen name's
    /// app name, `ScreenName.html`).
    func studyLanguage(_ phone: String) -> (StudyText) -> String {
        { [study] in study.textLanguage?($0, phone) ?? study.developmentLanguage }
    }
    public let languages: [DossierLanguage]
    /// The date to print, only when the user gave one (--date or SOURCE_DATE_EPOCH).
    public let date: String?
    /// What each answer leads to, per language (in the order of `languages`); empty leaves it out.
    public let dataTables: [SensorDataTable]
    /// What changed since an earlier dossier (`--against`): adds changes.html and marks the pages.
    public var changes: DossierChanges?
    /// Whether the command draws each `graph.dot` as `graph.svg` (Graphviz is installed): the
    /// index links the picture, else the .dot file it does write.
    public var drawsGraphs = true

    public init(study: Study, languages: [DossierLanguage], date: String?, dataTables: [SensorDataTable] = []) {
        self.study = study; self.languages = languages; self.date = date; self.dataTables = dataTables
    }

    /// Every file, by its path inside the dossier folder, in writing order.
    public func files() -> [(path: String, text: String)] {
        var files: [(String, String)] = [("style.css", DossierStyle.css)]
        for part in languages {
            for screen in part.exploration.screens {
                files.append(("\(part.language)/\(ScreenTitle.picture(screen.index))", PhonePicture.svg(of: screen.snapshot)))
                files.append(("\(part.language)/\(ScreenTitle.file(screen.index))", screenPage(screen, in: part)))
            }
            files.append(("\(part.language)/graph.dot", NavigationGraph.dot(part.exploration, names: part.names, marks: graphMarks(part))))
            files.append(("\(part.language)/translations.html", translationPage(part)))
            if let table = dataTable(part) { files.append(("\(part.language)/data.html", dataPage(table, in: part))) }
            files += walkthroughFiles(part)
        }
        files.append(("print.html", printPage()))
        files.append(("index.html", indexPage()))
        if let changes { files.append(("changes.html", changesPage(changes))) }
        return files
    }

    /// Every picture, for the command to render as PNG at 2× beside its SVG.
    public var pictures: [(svg: String, png: String)] {
        languages.flatMap { part in
            part.exploration.screens.map { screen in
                let svg = "\(part.language)/\(ScreenTitle.picture(screen.index))"
                return (svg, String(svg.dropLast(".svg".count)) + ".png")
            }
        }
    }

    /// The graph files the command draws with Graphviz, beside their .dot.
    public var graphs: [(dot: String, svg: String)] {
        languages.map { ("\($0.language)/graph.dot", "\($0.language)/graph.svg") }
    }

    // MARK: Pages

    /// A page `depth` folders below the dossier's root; `head` adds to its head (a page's own style).
    /// The page is in the dossier's own language (English); the phone's words on it are marked
    /// with theirs (`HTMLText.lang`).
    func page(_ title: String, depth: Int, head: String = "", _ body: String) -> String {
        let up = String(repeating: "../", count: depth)
        return """
        <!DOCTYPE html>
        <html lang="\(HTMLText.ownLanguage)">
        <head><meta charset="utf-8"><title>\(HTMLText.escape(title))</title><link rel="stylesheet" href="\(up)style.css">\(head)</head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// Up to this many screens one control leads to are each named on its own line.
    static let targetsNamedOneByOne = 4
    /// After an action's target that is a representative: its title names its own switches and
    /// answers, not those this action leaves.
    static let representativeNote = " (the page that stands for every combination declining two or more sensors; the phone shows the answers this action leaves)"

    /// `link` gives the address of a screen's entry (its page, or its place on the printed
    /// copy); without it the targets are plain text.
    private func annotations(_ screen: ConsentExploration.Screen, in part: DossierLanguage, link href: ((Int) -> String)?) -> String {
        let edges = part.exploration.edges(from: screen.index)
        var html = "<h3>What the participant can do here</h3>\n"
        if edges.isEmpty {
            html += part.exploration.unexplored.contains(screen.index)
                ? "<p>Not followed further: the exploration stops \(part.exploration.maxDepth) actions after the first launch.</p>\n"
                : "<p>Nothing on this screen leads elsewhere.</p>\n"
            return html
        }
        html += "<ul class=\"actions\">\n"
        // A control that leads to many screens after different earlier answers (the last sensor
        // page's Allow, to each combination's review page: 32 with 6 sensors) is one entry
        // listing its targets by number; one line each filled three printed pages.
        func sameControl(_ a: ConsentExploration.Edge, _ b: ConsentExploration.Edge) -> Bool { a.control == b.control && a.label == b.label }
        var grouped: [ConsentExploration.Edge] = []
        for edge in edges {
            let alike = edges.filter { sameControl($0, edge) }
            if alike.count > Self.targetsNamedOneByOne {
                guard !grouped.contains(where: { sameControl($0, edge) }) else { continue }
                grouped.append(edge)
                let targets = alike.map { e in
                    (href.map { "<a href=\"\($0(e.to))\">\(e.to + 1)</a>" } ?? "\(e.to + 1)")
                        + (part.exploration.screens[e.to].standsForOthers ? Self.representativeNote : "")
                }
                html += "<li><b\(HTMLText.lang(part.language))>\(HTMLText.escape(edge.label))</b> → one of \(alike.count) screens, "
                    + "by the earlier answers: screens \(targets.joined(separator: ", "))</li>\n"
                continue
            }
            let target = part.exploration.screens[edge.to]
            let name = part.names[target.index].numbered(target.index).html(part.language, study: studyLanguage(part.language))
            let lang = HTMLText.lang(part.language)
            let link = href.map { "<a href=\"\($0(target.index))\">\(name)</a>" } ?? name
            var same = edge.to == screen.index ? " (stays on this screen)" : ""
            if edge.control == .sheetPrivacyPolicy, edge.to == screen.index {
                // Only a web address is a link: the study's file decides the text, not what a click runs.
                same = " (opens " + (screen.snapshot.privacyPolicyURL.map {
                    WebAddress.isAbsolute($0) ? "<a href=\"\(HTMLText.escape($0))\">\(HTMLText.escape($0))</a>" : HTMLText.escape($0)
                } ?? "the study’s privacy policy")
                    + " in the browser; the sheet stays as it is)"
            }
            if edges.filter({ $0.control == edge.control && $0.label == edge.label }).count > 1 { same += " (after some of the earlier answers)" }
            // A representative's title names its own switches and answers, not those this action leaves.
            if target.standsForOthers, edge.to != screen.index {
                same += Self.representativeNote
            }
            html += "<li><b\(lang)>\(HTMLText.escape(part.exploration.shownLabel(edge)))</b> → \(link)\(same)</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The ways a participant reaches a screen: each action on another screen that leads here.
    private func arrivals(_ screen: ConsentExploration.Screen, in part: DossierLanguage) -> String {
        let edges = part.exploration.edges(to: screen.index)
        guard !edges.isEmpty else { return "" }
        var html = "<h3>How the participant gets here</h3>\n<ul class=\"actions\">\n"
        for edge in edges {
            let source = part.exploration.screens[edge.from]
            let name = part.names[source.index].numbered(source.index).html(part.language, study: studyLanguage(part.language))
            let lang = HTMLText.lang(part.language)
            html += "<li><a href=\"\(ScreenTitle.file(source.index))\">\(name)</a>: <b\(lang)>\(HTMLText.escape(part.exploration.shownLabel(edge)))</b></li>\n"
        }
        return html + "</ul>\n"
    }

    /// What a representative screen stands for: how many combinations of answers lead to a
    /// page like it (nothing for a screen drawn for its own answers).
    func combinations(_ screen: ConsentExploration.Screen) -> String {
        guard screen.standsForOthers else { return "" }
        return "stands for \(SensorDataTable.grouped(screen.combinations)) combinations of answers that decline two or more sensors; "
            + "after each, this page shows that combination’s own sensors the same way"
    }

    private func screenPage(_ screen: ConsentExploration.Screen, in part: DossierLanguage) -> String {
        let name = part.names[screen.index].numbered(screen.index)
        let title = name.plain
        var body = "<p class=\"crumbs\"><a href=\"../index.html\">\(HTMLText.escape(study.appName)) dossier</a> › \(HTMLText.escape(part.language))</p>\n"
        // The picture shows only the phone: its description is in the phone's language when
        // the name is all the phone's words.
        let lang = part.names[screen.index].singleLanguage(part.language, study: studyLanguage(part.language)).map(HTMLText.lang) ?? ""
        body += "<h1>\(name.html(part.language, study: studyLanguage(part.language)))</h1>\n"
        body += changeNotice(screen, in: part)
        body += WordingNote.html(for: screen.snapshot)
        body += "<p>Reached \(screen.depth == 1 ? "at the first launch" : "after \(screen.depth - 1) action\(screen.depth == 2 ? "" : "s") from the first launch").</p>\n"
        let count = combinations(screen)
        if !count.isEmpty { body += "<p class=\"combinations\">This screen \(count).</p>\n" }
        body += "<div class=\"picture\"><img src=\"\(ScreenTitle.picture(screen.index))\" alt=\"\(HTMLText.escape(title))\"\(lang)></div>\n"
        body += annotations(screen, in: part, link: ScreenTitle.file)
        body += arrivals(screen, in: part)
        return page(title, depth: 1, body)
    }

    /// The data table in this part's language, when the command measured one.
    func dataTable(_ part: DossierLanguage) -> SensorDataTable? {
        dataTables.first { $0.language == SystemText.for(part.language).language }
    }

    private func dataPage(_ table: SensorDataTable, in part: DossierLanguage) -> String {
        let body = "<p class=\"crumbs\"><a href=\"../index.html\">\(HTMLText.escape(study.appName)) dossier</a> › \(HTMLText.escape(part.language))</p>\n"
            + table.html(changed: changedRows(part), note: dataTableNote(part))
        return page("What each answer leads to (\(part.language))", depth: 1, body)
    }

    /// Whose wording a language's data table shows: its sensor names and Settings path.
    private func dataTableNote(_ part: DossierLanguage) -> String {
        WordingNote.html([.sensorNames, .settings], SystemText.for(part.language), app: study.appName)
    }

    private func translationPage(_ part: DossierLanguage) -> String {
        let report = report(part)
        var body = "<p class=\"crumbs\"><a href=\"../index.html\">\(HTMLText.escape(study.appName)) dossier</a></p>\n"
        body += "<h1>The study’s texts in \(HTMLText.escape(part.language))</h1>\n"
        body += "<p>\(report.flagged.count) of \(report.rows.count) flagged.</p>\n<table>\n<tr><th>Key</th><th>Text the participant reads</th><th>Flag</th></tr>\n"
        for row in report.rows {
            body += "<tr\(row.flag == nil ? "" : " class=\"flagged\"")><td>\(HTMLText.escape(row.key))</td><td\(study.lang(row.study, on: part.language))>\(HTMLText.escape(row.text))</td><td>\(HTMLText.escape(row.flag ?? ""))</td></tr>\n"
        }
        body += "</table>\n"
        return page("Translations (\(part.language))", depth: 1, body)
    }

    func report(_ part: DossierLanguage) -> TranslationReport {
        let content = part.exploration.screens[0].snapshot.content
        // The development language's texts: its part's when the dossier has one, else the study's
        // (each language compared with itself flagged every text, German ones included).
        let base = languages.first { $0.language == study.developmentLanguage }.map { TranslationReport.Texts($0.exploration.screens[0].snapshot.content) }
            ?? study.developmentTexts ?? TranslationReport.Texts(content)
        let language = part.language
        // Only the texts a participant on this phone reads: a sensor without a page on its sheet
        // (one its iOS lacks, or one not entitled) shows no description.
        let shown = part.exploration.sheetSensors
        return TranslationReport(language: language, content: content, sensors: shown, development: base, developmentLanguage: study.developmentLanguage,
                                 appNameKey: study.appNameKey, source: { translationSource(of: $0, development: base) }) { [study] in study.textSource?($0, language) }
    }

    /// Where a sensor's text is written: `NSSensorKitUsageDetail › SRSensorUsageVisits › Description`,
    /// with the strings key it looks up when the Description is a key (My Heart Counts'
    /// `SENSORKIT_USAGE_DESC_VISITS`) rather than the development language's text itself.
    private func translationSource(of sensor: SRSensor, development: TranslationReport.Texts) -> String {
        guard let detail = study.descriptionSources[sensor] else { return "NSSensorKitUsageDetail › \(sensor)" }
        let path = "NSSensorKitUsageDetail › \(detail.usageDetailKey) › Description"
        guard let written = detail.written, written != development.descriptions[sensor] else { return path }
        return "\(path) (\(written))"
    }

    /// The index's link to a language's navigation graph: its picture, or without Graphviz its
    /// .dot file (a link to a picture never drawn led nowhere).
    private func graphLink(_ part: DossierLanguage) -> String {
        drawsGraphs ? "<a href=\"\(part.language)/graph.svg\">Navigation graph</a>"
            : "<a href=\"\(part.language)/graph.dot\">Navigation graph</a> (Graphviz’s .dot; open it with Graphviz to draw it)"
    }

    private func indexPage() -> String {
        let first = languages.first?.exploration.screens.first?.snapshot
        var body = "<h1>\(HTMLText.escape(study.appName)): consent dossier</h1>\n<table class=\"facts\">\n"
        // The study's texts are marked with the language they are in (`text`): the first
        // language's phone shows them, in its language or the one the study falls back to.
        let phone = languages.first?.language
        func fact(_ name: String, _ value: String?, _ lang: String = "") {
            body += "<tr><th>\(name)</th><td\(value == nil ? "" : lang)>\(HTMLText.escape(value ?? "—"))</td></tr>\n"
        }
        // The name as a phone in the development language shows it (`Study.appName`).
        fact("App", study.appName, study.lang(.appName, on: nil))
        fact("Version", study.version)
        // An Info.plist without NSSensorKitUsageDescription gives an empty purpose: none, not a blank cell.
        fact("Study purpose", first.flatMap { $0.profile.purpose.isEmpty ? nil : $0.profile.purpose }, study.lang(.purpose, on: phone))
        fact("Privacy policy", first?.privacyPolicyURL)
        fact("Motion &amp; Fitness text", first?.profile.motionUsageDescription, study.lang(.motion, on: phone))
        fact("Study files’ fingerprint", study.fingerprint)
        fact("Languages", languages.map(\.language).joined(separator: ", "))
        if let date { fact("Date", date) }
        body += "</table>\n"
        body += "<p>Every screen below was found by pressing what the simulated phone offers, from the first launch, after every combination of answers, and each is one page with its picture, where each action leads and how the participant gets there. Screens that look the same are one entry, listed in the order a participant meets them. <a href=\"print.html\">All pages on one printable page</a>.</p>\n"
        body += changesLink()
        for part in languages {
            let screens = part.exploration.screens
            let flagged = report(part).flagged.count
            body += "<div class=\"language\"><h2 id=\"\(HTMLText.escape(part.language))\">\(HTMLText.escape(part.language))</h2>\n"
            body += WordingNote.html(for: part.exploration)
            body += walkthroughLink(part)
            body += "<p>\(Plural.of(screens.count, "screen")), \(Plural.of(part.exploration.edges.count, "action")). \(graphLink(part)) · <a href=\"\(part.language)/translations.html\">Translations</a> (\(flagged) flagged)\(dataTable(part) == nil ? "" : " · <a href=\"\(part.language)/data.html\">What each answer leads to</a>")</p>\n"
            body += answersNote(part) + enablePageNote(part) + "<ol>\n"
            for screen in screens {
                var notes: [String] = []
                let count = combinations(screen)
                if !count.isEmpty { notes.append(count) }
                if screen.snapshot.foreground == .sheet(.intro), let url = screen.snapshot.privacyPolicyURL,
                   screen.snapshot.control(.sheetPrivacyPolicy) != nil {
                    notes.append("its “\(HTMLText.escape(screen.snapshot.text.viewPrivacyPolicy))” link opens \(HTMLText.escape(url)) in the browser")
                }
                body += "<li><a href=\"\(part.language)/\(ScreenTitle.file(screen.index))\">\(part.names[screen.index].html(part.language, study: studyLanguage(part.language)))</a>"
                    + (notes.isEmpty ? "" : " <span class=\"combinations\">— \(notes.joined(separator: "; "))</span>") + "</li>\n"
            }
            body += "</ol></div>\n"
        }
        return page("\(study.appName): consent dossier", depth: 0, body)
    }

    /// What the list of a language's screens covers: every combination of answers, or a
    /// representative of those that decline two or more sensors.
    private func answersNote(_ part: DossierLanguage) -> String {
        let e = part.exploration
        let requested = e.screens.first?.snapshot.profile.sensors.count ?? 0
        let sensors = e.sheetSensorCount
        let total = SensorDataTable.grouped(e.answerCombinations)
        // `--depth` may stop the exploration short: then the list is not every screen.
        let complete = e.unexplored.isEmpty
        let listed = complete ? "every screen the participant can reach is listed" : "the screens found are listed"
        let cut = complete ? "" : " Not every screen is listed: the exploration stops \(Plural.of(e.maxDepth, "action")) after the first launch (<code>--depth \(e.maxDepth)</code>), "
            + "and what the participant can do on \(Plural.of(e.unexplored.count, "screen")) was not followed."
        func note(_ text: String) -> String { "<p class=\"answers-note\">\(text)\(cut)</p>\n" }
        if requested == 0 {
            return note("The study asks SensorKit for no sensor: there is no Research Sensor &amp; Usage Data sheet, and \(listed).")
        }
        if sensors == 0 {
            return note("The study’s request shows no Research Sensor &amp; Usage Data sheet on this phone, and \(listed).")
        }
        // A sensor this phone's iOS lacks (or one not entitled or described) has no page.
        let others = requested - sensors
        let left = others > 0 ? " (the other \(others) it requests \(others == 1 ? "has" : "have") no page on this phone’s sheet)" : ""
        if e.exploredEveryCombination {
            return note("The study asks about \(sensors) sensor\(sensors == 1 ? "" : "s")\(left): "
                + (complete ? "all \(total) combinations of answers were followed, and every screen they lead to that looks different is listed."
                            : "its \(total) combinations of answers were followed as far as the exploration goes."))
        }
        return note("The study asks about \(sensors) sensors\(left), \(total) combinations of answers: too many to draw each review and Settings page. "
            + "Every answer allowed and each sensor declined alone were followed one by one; the combinations that decline two or more sensors are each shown by one representative, "
            + "whose entry says how many combinations it stands for.")
    }

    /// Every screen of every language on one page, two screens to a printed page where they fit,
    /// each language's data table after its screens.
    private func printPage() -> String {
        let e = HTMLText.escape
        var body = "<div class=\"cover\"><h1>\(e(study.appName)): consent dossier</h1>\n"
        body += "<p>Version \(e(study.version ?? "—")) · fingerprint \(e(study.fingerprint))\(date.map { " · \(e($0))" } ?? "")</p></div>\n"
        // A printed copy of a hundred pages is read by its contents and cross-references: each
        // entry and each action's target links to the screen's place (links survive in the PDF).
        func anchor(_ language: String) -> (Int) -> String { { "#\(language)-screen-\($0 + 1)" } }
        body += "<div class=\"contents\"><h2>Contents</h2>\n"
        for part in languages {
            body += "<h3>\(e(part.language))</h3>\n<ol>\n"
            for screen in part.exploration.screens {
                body += "<li><a href=\"\(anchor(part.language)(screen.index))\">\(part.names[screen.index].html(part.language, study: studyLanguage(part.language)))</a></li>\n"
            }
            body += "</ol>\n"
            if dataTable(part) != nil { body += "<p><a href=\"#\(e(part.language))-data\">What each answer leads to</a></p>\n" }
        }
        body += "</div>\n"
        for part in languages {
            for screen in part.exploration.screens {
                let name = part.names[screen.index].numbered(screen.index)
                let id = String(anchor(part.language)(screen.index).dropFirst())
                let lang = part.names[screen.index].singleLanguage(part.language, study: studyLanguage(part.language)).map(HTMLText.lang) ?? ""
                body += "<div class=\"screen\(screen.index == 0 ? " first" : "")\" id=\"\(e(id))\"><h2>\(e(part.language)) · \(name.html(part.language, study: studyLanguage(part.language)))</h2>\n"
                body += WordingNote.html(for: screen.snapshot)
                body += "<img src=\"\(part.language)/\(ScreenTitle.picture(screen.index))\" alt=\"\(e(name.plain))\"\(lang)>\n"
                body += annotations(screen, in: part, link: anchor(part.language)) + "</div>\n"
            }
            // The board's printed copy carries what each answer leads to, not only the screens,
            // with the same note on whose wording its names are; one page holds every language's.
            if let table = dataTable(part) {
                body += "<div id=\"\(e(part.language))-data\">\n" + table.html(note: dataTableNote(part), idPrefix: "\(part.language)-", headingPrefix: "\(e(part.language)) · ") + "</div>\n"
            }
        }
        return page("\(study.appName): consent dossier (print)", depth: 0, body)
    }

}
