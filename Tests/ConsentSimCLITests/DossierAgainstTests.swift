import Foundation
import Testing
@testable import ConsentSimCLI

/// `consent-sim dossier V2 --against V1`: each change of the study is marked where the
/// participant meets it, and nothing else is.
@Suite struct DossierAgainstTests {
    /// No Graphviz, rsvg-convert or Chromium: the pages and dossier.json alone, in a few seconds.
    static let noTools = ["PATH": "/nonexistent"]

    /// A temporary folder with two copies of the sleep study; `v2` changes the Ambient Light
    /// description (English only), adds Heart Rate and makes On-Wrist State Required.
    struct Versions {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-against-\(UUID().uuidString)")
        var v1: URL { root.appendingPathComponent("v1") }
        var v2: URL { root.appendingPathComponent("v2") }
        func path(_ name: String) -> String { root.appendingPathComponent(name).path }

        init(changed: Bool = true) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: v1)
            try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: v2)
            guard changed else { return }
            try edit("Info.plist") {
                $0.replacingOccurrences(of: "<string>SLEEP_USAGE_WRIST_DETECTION</string>\n\t\t</dict>",
                                        with: "<string>SLEEP_USAGE_WRIST_DETECTION</string>\n\t\t\t<key>Required</key>\n\t\t\t<true/>\n\t\t</dict>")
                  .replacingOccurrences(of: "\t\t<key>SRSensorUsageWristTemperature</key>",
                                        with: "\t\t<key>SRSensorUsageHeartRate</key>\n\t\t<dict>\n\t\t\t<key>Description</key>\n"
                                            + "\t\t\t<string>The study reads your heart rate from your Apple Watch at night.</string>\n\t\t</dict>\n"
                                            + "\t\t<key>SRSensorUsageWristTemperature</key>")
            }
            try edit("SleepStudy.entitlements") { $0.replacingOccurrences(of: "<string>on-wrist</string>", with: "<string>on-wrist</string>\n\t\t<string>heart-rate</string>") }
            try edit("en.lproj/InfoPlist.strings") {
                $0.replacingOccurrences(of: "We use it to see how light in the evening relates", with: "We use it to learn how evening light relates")
            }
        }

        private func edit(_ file: String, _ change: (String) -> String) throws {
            let url = v2.appendingPathComponent(file)
            let before = try String(contentsOf: url, encoding: .utf8)
            let after = change(before)
            #expect(after != before, "the fixture's \(file) no longer reads as the test expects")
            try after.write(to: url, atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func read(_ folder: String, _ file: String) throws -> String {
        try String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8)
    }

    /// The `<del>` and `<ins>` fragments of an HTML fragment, tags stripped.
    static func marked(_ html: String) -> [String] {
        html.matches(of: #/<(del|ins)>(.*?)</(del|ins)>/#).map { String($0.2).replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// The page of the screen titled `title` in a language's list on index.html.
    static func page(titled title: String, in index: String, language: String) -> [String] {
        index.matches(of: #/<li><a href="([a-z]+)/(screen-\d+\.html)">([^<]*)</a>/#)
            // A title other screens share carries what tells them apart: "Title (…)".
            .filter { String($0.1) == language && (String($0.3) == title || String($0.3).hasPrefix(title + " (")) }.map { String($0.2) }
    }

    @Test(.tags(.slow)) func aDescriptionASensorAndARequiredFlagAreMarkedAndNothingElse() throws {
        let versions = try Versions()
        defer { versions.remove() }
        let d1 = versions.path("d1"), d2 = versions.path("d2")
        let first = CommandRun.run(["dossier", versions.v1.path, "--lang", "en,de", "--out", d1], environment: Self.noTools)
        #expect(first.code == .success, "\(first.output.err)")
        let second = CommandRun.run(["dossier", versions.v2.path, "--lang", "en,de", "--out", d2, "--against", d1], environment: Self.noTools)
        #expect(second.code == .success, "\(second.output.err)")
        #expect(second.output.out.contains("changes: \(d2)/changes.html (4 in the study's files"), "\(second.output.out)")

        let changes = try Self.read(d2, "changes.html")
        let index = try Self.read(d2, "index.html")
        #expect(index.contains("<a href=\"changes.html\">What changed since the earlier dossier</a>"))
        let english = String(changes[try #require(changes.range(of: "<h2 id=\"en\">")).lowerBound...])
        let en = String(english[..<(english.range(of: "<h2 id=\"de\">")?.lowerBound ?? english.endIndex)])

        // The description: the old words struck through, the new highlighted, on the sensor's page.
        let light = try #require(Self.page(titled: "Ambient Light Sensor (1 of 5)", in: index, language: "en").first)
        let lightChange = try #require(en.range(of: "<div class=\"change changed\" id=\"en-\(light.replacingOccurrences(of: ".html", with: ""))\">"))
        let lightEntry = String(en[lightChange.lowerBound...].prefix(3000))
        #expect(lightEntry.contains("We use it to <del>see </del><ins>learn </ins>how "), "\(lightEntry)")
        #expect(lightEntry.contains("never see the new text"), "the description's consequence is check --against's")
        #expect(try Self.read(d2, "en/\(light)").contains("class=\"changed-notice"))

        // The added sensor: its page is new, the intro lists it, its row is new.
        let heart = Self.page(titled: "Heart Rate (5 of 5)", in: index, language: "en")
        #expect(!heart.isEmpty)
        for page in heart { #expect(en.contains("New: <a href=\"en/\(page)\">"), "\(page)") }
        #expect(en.contains("<div><ins>• Heart Rate</ins></div>"))
        #expect(en.contains("id=\"en-sensor-com.apple.SensorKit.heart.rate\"") && en.contains("a new row: the study now asks for it"))
        #expect(en.contains("asked on the next launch"), "the added sensor's consequence is check --against's")
        // The study's changes name each sensor as the board reads it elsewhere ("sensor added
        // heartRate" and "Required changed onWristState" were the API's names).
        let studyTable = String(changes[try #require(changes.range(of: "<table class=\"study-changes\">")).lowerBound...])
        let studyRows = String(studyTable[..<(studyTable.range(of: "</table>")?.lowerBound ?? studyTable.endIndex)])
        #expect(studyRows.contains("<td>sensor added Heart Rate</td>") && studyRows.contains("<td>Required changed On-Wrist State</td>"), "\(studyRows)")
        #expect(!studyRows.contains("heartRate") && !studyRows.contains("onWristState"), "\(studyRows)")

        // The Required flag: the row, the Required alert now reached by declining, the action to it.
        #expect(en.contains("Required: <del>optional</del> <ins>Required</ins>"))
        #expect(!Self.page(titled: "On-Wrist State Is Required For this Study.", in: index, language: "en").isEmpty)
        #expect(en.contains("On-Wrist State (3 of 5)</a>: <b>Don’t Allow Collection &amp; Sharing</b> → On-Wrist State Is Required For this Study.</ins>"), "\(en)")
        #expect(en.contains("who declined it: not asked again"))

        // Nothing else: only the two sensors' rows are marked in the data table.
        let rows = en.matches(of: #/<tr class="(added|changed|removed)" id="en-sensor-([^"]+)"/#).map { String($0.2) }
        #expect(Set(rows) == ["com.apple.SensorKit.onWristState", "com.apple.SensorKit.heart.rate"], "\(rows)")
        let data = try Self.read(d2, "en/data.html")
        #expect(data.matches(of: #/<tr id="sensor-[^"]+" class="changed">/#).count == 2)
        // Every text marked on a changed screen belongs to one of the three changes: the
        // description's words; the page count, the name of the added sensor and Wrist
        // Temperature's pages now leading to it rather than to the review; the Required label,
        // the Required sensors' list and On-Wrist State's decline now leading to its alert rather
        // than to Wrist Temperature.
        let changedScreens = en.components(separatedBy: "<div class=\"change ").filter { $0.hasPrefix("changed\"") }
        #expect(!changedScreens.isEmpty)
        let descriptions = ["We use it to see how light in the evening relates", "We use it to learn how evening light relates"]
        let allowed: Set<String> = ["4)", "5)", "Required", "Accelerometer.", "Accelerometer, On-Wrist State.",
                                    "Authorization Review", "Wrist Temperature (4", "Wrist Temperature (4 of 4)"]
        for screen in changedScreens {
            for text in Self.marked(screen) {
                let t = text.trimmingCharacters(in: .whitespaces)
                let retargeted = t.contains("→ Wrist Temperature (4 of 4)") || t.contains("→ Authorization Review")
                // A review page's name says what it lists as declined, which the Required change moves.
                let reviewName = t.hasPrefix("Authorization Review (")
                // The study's Settings page is named by its switches, one page per combination: the
                // added sensor's switch and the Required change pair them anew, so switch positions
                // and the sensors' names in the names of the pages its actions lead to are marked.
                let switchWords: Set<String> = ["On", "Off", "greyed", "out", "Ambient", "Light", "Sensor", "Accelerometer", "On-Wrist",
                                                "State", "Wrist", "Temperature", "Heart", "Rate", "Delete", "Unshared", "Data"]
                let settingsSwitches = screen.contains("› Sleep Study (")
                    && t.split(whereSeparator: { " ,()".contains($0) }).allSatisfy { switchWords.contains(String($0)) }
                #expect(allowed.contains(t) || retargeted || reviewName || settingsSwitches || descriptions.contains { $0.contains(t) }
                        || t.contains("Heart Rate") || t.contains("On-Wrist State Is Required"), "marked: \(t)")
            }
        }
        // Screens no change reaches are not marked: home, Privacy & Security, Motion & Fitness.
        for title in ["Sleep Study (home)", "Privacy &amp; Security", "Privacy &amp; Security › Motion &amp; Fitness"] {
            let pages = Self.page(titled: title, in: index, language: "en")
            #expect(!pages.isEmpty, "\(title)")
            for page in pages {
                #expect(!en.contains("href=\"en/\(page)\">"), "\(title) is marked")
                #expect(try !Self.read(d2, "en/\(page)").contains("changed-notice"))
            }
        }
        // German: the description changed only in English, so German marks only the structure.
        let de = String(changes[try #require(changes.range(of: "<h2 id=\"de\">")).lowerBound...])
        #expect(!de.contains("never see the new text"), "the English description is not a German change")
        #expect(de.contains("Required: <del>optional</del> <ins>Required</ins>"))
        // The graph marks the new screens green.
        let graph = try Self.read(d2, "en/graph.dot")
        for page in heart { #expect(graph.contains("URL=\"\(page)\", target=\"_top\", fillcolor=\"#d7f5dd\"")) }
        try Self.expectParses([d2 + "/changes.html", d2 + "/en/data.html", d2 + "/en/" + light, d2 + "/index.html"])
    }

    /// `xmllint --html` parses each page without a word (where xmllint is installed).
    /// `changes.html` of the heart study's dossier on a German phone against its dossier on iOS
    /// 17.0 (which has no ECG or PPG), checked to parse as HTML.
    static func heartStudyGermanChangesFromIOS17() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-de-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let study = Fixtures.repository.appendingPathComponent("Scenarios/studies/heart-study").path
        let d1 = root.appendingPathComponent("d1").path, d2 = root.appendingPathComponent("d2").path
        #expect(CommandRun.run(["dossier", study, "--lang", "de", "--ios", "17.0", "--out", d1], environment: noTools).code == .success)
        let run = CommandRun.run(["dossier", study, "--lang", "de", "--out", d2, "--against", d1], environment: noTools)
        #expect(run.code == .success, "\(run.output.err)")
        try expectParses([d2 + "/changes.html"])
        return try read(d2, "changes.html")
    }

    static func expectParses(_ pages: [String]) throws {
        guard let xmllint = ProgramPath.find("xmllint", environment: ProcessInfo.processInfo.environment) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--html", "--noout"] + pages
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && said.isEmpty, "\(said)")
    }

    /// changes.html put a German phone's section in `<div class="language" lang="de">`, whose
    /// headings and explanations ("Changed:", "Participants already enrolled: …") are English,
    /// as the other pages did before: the section is English and the phone's words carry "de".
    @Test(.tags(.slow)) func aGermanSectionIsEnglishAndMarksThePhonesWords() throws {
        let versions = try Versions()
        defer { versions.remove() }
        let d1 = versions.path("d1"), d2 = versions.path("d2")
        #expect(CommandRun.run(["dossier", versions.v1.path, "--lang", "de", "--out", d1], environment: Self.noTools).code == .success)
        let run = CommandRun.run(["dossier", versions.v2.path, "--lang", "de", "--out", d2, "--against", d1], environment: Self.noTools)
        #expect(run.code == .success, "\(run.output.err)")
        let changes = try Self.read(d2, "changes.html")
        #expect(changes.contains("<html lang=\"en\">"))
        #expect(changes.contains("<div class=\"language\"><h2 id=\"de\">de</h2>"), "\(changes)")
        #expect(changes.contains("Changed: <a href=\"de/screen-1.html\">1. <span lang=\"de\">Anfrage für Forschungssensor- &amp; Nutzungsdaten</span></a>"), "\(changes)")
        // A new or changed screen's name marks only the phone's words German, as the other pages
        // do: the dossier's "(home)", "declined:" and "greyed out" were marked German with them.
        let headings = changes.matches(of: #/<h4>(?:Changed|New): (.*)</h4>/#).map { String($0.1) }
        #expect(headings.contains { $0.contains("</span> (") }, "a name with the dossier's words after the phone's: \(headings)")
        for heading in headings {
            for match in heading.matches(of: #/lang="de">([^<]*)</#) {
                for word in ["(home)", "declined:", "all allowed", "greyed out"] {
                    #expect(!match.1.contains(word), "“\(match.1)” is marked German")
                }
            }
        }
        #expect(changes.contains("<th lang=\"de\">Herzfrequenz</th>"), "\(changes)")
        try Self.expectParses([d2 + "/changes.html"])
    }

    /// A German phone's Title and Text boxes were `<div lang="de">` whole, though the heart study
    /// has no German text: its English purpose and sensor descriptions, which a German phone
    /// shows as written, were read with a German voice. Each line carries its own language.
    @Test(.tags(.slow)) func aStudysEnglishTextOnAGermanPhoneIsNotMarkedGerman() throws {
        let changes = try Self.heartStudyGermanChangesFromIOS17()
        #expect(!changes.contains("<div lang=\"de\">\n"), "a box marked German whole")
        #expect(changes.contains("<div>Sensor data gives researchers a fuller picture"), "\(changes)")
        #expect(changes.contains("<div lang=\"de\">Forschungszweck der Studie</div>"), "\(changes)")
        #expect(changes.contains("<div><ins>ECG recordings you take on your Apple Watch"), "\(changes)")
    }

    /// A screen only the earlier dossier had was named in changes.html marked German whole:
    /// "Removed: <span lang=de>Überprüfung der Berechtigungen (declined: Handgelenktemperatur,
    /// Herzfrequenz)</span>", the dossier's English "declined:" read as German. dossier.json
    /// records each name's parts, and a removed screen's name is marked as its pages marked it.
    @Test(.tags(.slow)) func aRemovedScreensNameMarksOnlyThePhonesWords() throws {
        let changes = try Self.heartStudyGermanChangesFromIOS17()
        let removed = changes.matches(of: #/<h4>Removed: (.*)</h4>/#).map { String($0.1) }
        #expect(removed.contains { $0.contains("declined:") }, "\(removed)")
        for heading in removed {
            for match in heading.matches(of: #/lang="de">([^<]*)</#) {
                for word in ["declined:", "all allowed", "greyed out", "(was screen"] {
                    #expect(!match.1.contains(word), "“\(match.1)” is marked German")
                }
            }
        }
        // The heart study has no German text: a German phone shows its English name, and the
        // earlier dossier recorded that name's language with it (`TitlePart.language`).
        let names = changes.matches(of: #/<h4>(?:Removed|Changed|New): (.*)</h4>/#).map { String($0.1) }
        #expect(names.contains { $0.contains("Heart Study") }, "\(names)")
        for name in names {
            for match in name.matches(of: #/lang="de">([^<]*)</#) {
                // Quoted in a German sentence (the Motion & Fitness alert's title), it is German text.
                #expect(!match.1.contains("Heart Study") || match.1.contains("„Heart Study“"),
                        "the study's English name in “\(name)” is marked German")
            }
        }
    }

    @Test(.tags(.slow)) func identicalInputsSayNoChangesAndTwoRunsGiveTheSameBytes() throws {
        let versions = try Versions(changed: false)
        defer { versions.remove() }
        let d1 = versions.path("d1"), d2 = versions.path("d2"), d3 = versions.path("d3")
        #expect(CommandRun.run(["dossier", versions.v1.path, "--out", d1], environment: Self.noTools).code == .success)
        for out in [d2, d3] {
            let run = CommandRun.run(["dossier", versions.v2.path, "--out", out, "--against", d1], environment: Self.noTools)
            #expect(run.code == .success, "\(run.output.err)")
        }
        let changes = try Self.read(d2, "changes.html")
        #expect(changes.contains("<p class=\"no-changes\">No changes"))
        #expect(Self.marked(changes).isEmpty)
        let files = try FileManager.default.subpathsOfDirectory(atPath: d2).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: d3)).sorted())
        for file in files where !file.hasSuffix("/") {
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: d2 + "/" + file, isDirectory: &folder), !folder.boolValue else { continue }
            #expect(FileManager.default.contents(atPath: d2 + "/" + file) == FileManager.default.contents(atPath: d3 + "/" + file), "\(file)")
        }
        let manifest = try Self.read(d2, "dossier.json")
        #expect(manifest.contains("\"formatVersion\" : 1") && manifest.contains("\"changes.html\""))
        try Self.expectParses([d2 + "/changes.html", d2 + "/index.html"])
    }

    @Test func anEarlierDossierThatCannotBeReadIsRefusedNamingItsFile() throws {
        let versions = try Versions(changed: false)
        defer { versions.remove() }
        let old = versions.path("old"), out = versions.path("out")
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        let manifest = old + "/dossier.json"
        let cases: [(String?, String)] = [
            (nil, "no such file"),
            ("{\"formatVersion\": 1, \"app\": ", "is not JSON"),
            ("{\"formatVersion\": 7}", "is format 7, written by a later consent-sim"),
            ("{\"formatVersion\": 1, \"app\": 3}", "has the wrong type at app"),
        ]
        for (text, reason) in cases {
            if let text { try text.write(toFile: manifest, atomically: true, encoding: .utf8) }
            let run = CommandRun.run(["dossier", versions.v1.path, "--out", out, "--against", old], environment: Self.noTools)
            #expect(run.code == .usage)
            #expect(run.output.err.contains("\(manifest): \(reason)"), "\(run.output.err)")
            #expect(!FileManager.default.fileExists(atPath: out), "nothing is written")
        }
        let same = CommandRun.run(["dossier", versions.v1.path, "--out", old, "--against", old + "/"], environment: Self.noTools)
        #expect(same.code == .usage && same.output.err.contains("is also --out"), "\(same.output.err)")
    }

    @Test func anotherAppsDossierIsRefused() throws {
        let versions = try Versions(changed: false)
        defer { versions.remove() }
        let heart = versions.path("heart"), out = versions.path("out")
        let made = CommandRun.run(["dossier", Fixtures.repository.appendingPathComponent("Scenarios/studies/heart-study").path,
                                   "--out", heart, "--depth", "2"], environment: Self.noTools)
        #expect(made.code == .success, "\(made.output.err)")
        let run = CommandRun.run(["dossier", versions.v1.path, "--out", out, "--against", heart], environment: Self.noTools)
        #expect(run.code == .usage)
        #expect(run.output.err.contains("\(heart)/dossier.json is the dossier of org.example.heartstudy"), "\(run.output.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// My Heart Counts' plain files against its project's dossier: the folder's identifier only
    /// stands in for its unexpanded $(PRODUCT_BUNDLE_IDENTIFIER), and the refusal says how to
    /// give the real one, where it read as if they were two apps.
    @Test func aStandInBundleIdentifierIsNamedAsOne() throws {
        let versions = try Versions(changed: false)
        defer { versions.remove() }
        let realWorld = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld")
        let project = versions.path("project"), out = versions.path("out")
        let made = CommandRun.run(["dossier", realWorld.appendingPathComponent("myheartcounts-xcode").path, "--out", project, "--depth", "1"],
                                  environment: Self.noTools)
        #expect(made.code == .success, "\(made.output.err)")
        let run = CommandRun.run(["dossier", realWorld.appendingPathComponent("myheartcounts").path, "--out", out, "--against", project],
                                 environment: Self.noTools)
        #expect(run.code == .usage)
        #expect(run.output.err.contains("(org.example.myheartcounts stands in for $(PRODUCT_BUNDLE_IDENTIFIER), which nothing there defines: "
                                        + "give the real one with --set PRODUCT_BUNDLE_IDENTIFIER=edu.stanford.MyHeartCounts)"), "\(run.output.err)")
    }
}
