import Foundation
import Testing
import SensorKitSim
@testable import StudyConfig

/// Real apps' files, unchanged: each loads, and `check` shows the participant's text resolved.
@Suite struct RealWorldTests {
    @Test func myHeartCountsResolvesItsCatalogAndNotesUndocumentedEntitlements() throws {
        let study = try StudyLoader.load(folder: Repo.realWorld("myheartcounts"))
        let sheet = study.sheet()
        #expect(sheet.count >= 10)
        #expect(sheet.allSatisfy { !$0.description.hasPrefix("SENSORKIT_USAGE_DESC") }, "prose from the catalog, never the key")
        #expect(sheet.allSatisfy { $0.willPrompt })
        let ds = ReviewChecklist.check(study)
        let notes = ds.filter { $0.code == "undocumented-entitlement" || $0.code == "entitlement-spelling" }.map(\.message)
        for value in ["ECG", "PPG", "heart-rate", "wrist-temperature"] {
            #expect(notes.contains { $0.contains("\"\(value)\"") }, "a note about \(value)")
        }
        #expect(study.languages.contains("es"))
        #expect(study.sheet(language: "es").map(\.description) != sheet.map(\.description))
    }

    /// `check --lang es --format json`'s study object gives every text the participant reads in
    /// the phone's language, as its study purpose already was: My Heart Counts' Motion & Fitness
    /// text came out in English beside the Spanish purpose and the Spanish alert.
    @Test func theJSONStudyObjectSpeaksThePhonesLanguage() throws {
        let report = CheckReport(study: try StudyLoader.load(folder: Repo.realWorld("myheartcounts")), language: "es")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let study = try #require(object["study"] as? [String: Any])
        let alert = try #require(object["motionAlert"] as? [String: Any])
        #expect(study["motionUsageDescription"] as? String == "My Heart Counts utiliza datos de movimiento para realizar una prueba de caminata cronometrada.")
        #expect(study["motionUsageDescription"] as? String == alert["message"] as? String)
        #expect((study["usageDescription"] as? String)?.hasPrefix("Al habilitar SensorKit") == true)
        #expect(study["privacyPolicyURL"] as? String == "https://myheartcounts.su.domains/privacy-policy/")
    }

    @Test func mindLampLoadsWithItsStringsFile() throws {
        let study = try StudyLoader.load(folder: Repo.realWorld("mindlamp"))
        #expect(Set(study.sheet().map(\.sensor)) == [.ambientLightSensor, .deviceUsageReport, .messagesUsageReport,
                                                     .phoneUsageReport, .visits, .onWristState])
        #expect(study.languages == ["en"])
        #expect(!ReviewChecklist.check(study).contains { $0.code == "unknown-entitlement" })
    }

    /// mindLAMP names itself in `en.lproj/InfoPlist.strings` ("mindLAMP 2"), over the
    /// Info.plist's `$(PRODUCT_NAME)`: iOS shows the localized name, on a phone in any language
    /// the app falls back from, and so must the sheet and `check`.
    @Test func mindLampsLocalizedBundleNameIsTheAppsName() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("mindlamp"))
        #expect(study.appName == "mindLAMP 2")
        #expect(study.appName(language: "de") == "mindLAMP 2")
        let report = CheckReport(study: study, language: "de").text(colour: false)
        #expect(report.contains("Request from “mindLAMP 2”"))
        #expect(study.motionAlert(language: "de")?.title.contains("mindLAMP 2") == true)
    }

    /// A translation of a key the Info.plist lacks is reported, and its fix is never "did you
    /// mean" the very key that was written (beiwe's strings file beside an Info.plist without its keys).
    @Test func noSuggestionIsTheKeyAsWritten() throws {
        let strings = String(decoding: try RealWorldFixture.data(RealWorldFixture.beiweStrings), as: UTF8.self)
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: ["en.lproj/InfoPlist.strings": strings])
        let found = try t.diagnostics().filter { $0.code == "strings-key-not-in-info-plist" }
        #expect(found.contains { $0.keyPath == "NSMotionUsageDescription" })
        for d in found { #expect(d.suggestion != "did you mean \(d.keyPath)?", "\(d.keyPath)") }
        #expect(found.first { $0.keyPath == "NSMotionUsageDescription" }?.suggestion == "add NSMotionUsageDescription to Info.plist, or delete this line")
        #expect(NearestName.suggest("NSMotionUsageDescription", among: ["NSMotionUsageDescription"]) == nil)
    }

    /// With ten pages or more, every page's name and description still start in one column.
    @Test func elevenPagesLineUp() throws {
        let text = CheckReport(study: try StudyLoader.load(path: Repo.realWorld("myheartcounts"))).text(colour: false)
        let lines = text.split(separator: "\n").map(String.init)
        let pages = lines.indices.filter { lines[$0].contains(" of 11  ") }
        #expect(pages.count == 11)
        let columns = Set(pages.flatMap { i -> [Int] in
            let name = lines[i].range(of: "11  ")!.upperBound
            let page = lines[i].distance(from: lines[i].startIndex, to: lines[i][name...].firstIndex { $0 != " " }!)
            let description = lines[i + 1].prefix { $0 == " " }.count
            return [page, description]
        })
        #expect(columns.count == 1, "\(pages.map { lines[$0] })")
    }

    @Test func orkCatalogHasNoSensorKit() throws {
        let study = try StudyLoader.load(folder: Repo.realWorld("orkcatalog"))
        let ds = ReviewChecklist.check(study)
        #expect(ds.contains { $0.code == "no-sensorkit" })
        #expect(study.motionUsageDescription == "This app records motion data during certain tasks.")
        #expect(study.sheet().isEmpty)
        // The JSON's reason for no sheet says the same as the text, not a wrong one.
        #expect(CheckReport(study: study).preview.noSheet?.explanation.hasPrefix("the app does not configure SensorKit") == true)
    }

    /// An app with SensorKit keys but no NSSensorKitUsageDetail is told that, not that the
    /// dictionary names no sensor SensorKit knows.
    @Test func noUsageDetailIsNamedAsMissing() throws {
        let t = TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDetail": nil]))
        let explanation = CheckReport(study: try StudyLoader.load(folder: t.folder)).preview.noSheet?.explanation
        #expect(explanation == "the app requests no sensor: Info.plist has no NSSensorKitUsageDetail")
        let unknown = TempStudy(info: Good.info(replacing: ["NSSensorKitUsageDetail": .d([("SRSensorUsageNoSuchSensor", .d([("Description", .s("x"))]))])]))
        #expect(CheckReport(study: try StudyLoader.load(folder: unknown.folder)).preview.noSheet?.explanation
                == "the app requests no sensor: NSSensorKitUsageDetail names none SensorKit knows")
    }

    /// Beiwe's folder holds only a strings file. `check` said so, then listed 11 warnings that
    /// each of its keys "is not a key of Info.plist", with "add it to Info.plist" fixes: the one
    /// missing file, said 12 times. The error stands alone.
    @Test func beiweHasOnlyAStringsFile() throws {
        let study = try StudyLoader.load(folder: Repo.realWorld("beiwe"))
        #expect(!study.hasInfoPlist)
        let findings = ReviewChecklist.check(study)
        #expect(findings.contains { $0.code == "missing-info-plist" })
        #expect(!findings.contains { $0.code == "strings-key-not-in-info-plist" }, "\(findings.map(\.code))")
        #expect(study.localizations.first?["NSMotionUsageDescription"]?.isEmpty == false)
    }
}
