import Foundation
import Testing
import StudyConfig
import Simulation
import SimCore
@testable import Dossier

/// Every screen a participant can see is in the dossier once: after every combination of
/// answers (or a representative of them when there are too many), each distinct picture one
/// entry, listed in the order a participant meets them.
@Suite struct EveryScreenTests {
    static func explore(_ name: String, _ language: String = "en") throws -> ConsentExploration {
        let study = try DossierFixtures.study(name)
        return ConsentExploration.explore { ConsentSimulation(study: study, language: language) }
    }

    static func titles(_ e: ConsentExploration) -> [String] { e.screens.map { ScreenTitle.of($0, in: e) } }

    @Test func theSleepStudyShowsTheReviewPageAfterEveryCombinationAndTheSettingsPageOfAConsentingParticipant() throws {
        let e = try Self.explore("sleep-study")
        let titles = Self.titles(e)
        #expect(e.exploredEveryCombination)
        // Three optional sensors (the accelerometer is Required): eight review pages.
        #expect(titles.filter { $0.hasPrefix("Authorization Review") }.count == 8, "\(titles)")
        #expect(titles.contains("Authorization Review (declined: Ambient Light Sensor)"))
        #expect(titles.contains("Authorization Review (declined: Ambient Light Sensor, On-Wrist State)"))
        // The page a consenting participant revokes on: every switch on and usable.
        #expect(titles.contains("Research Sensor & Usage Data › Sleep Study (Ambient Light Sensor On, Accelerometer On, On-Wrist State On, Wrist Temperature On)"))
        // With collection off the Research Sensor & Usage Data page lists no study (iOS 26.1), so
        // no study page is drawn with its switches greyed out; the page itself is drawn, switch off.
        #expect(titles.contains("Privacy & Security › Research Sensor & Usage Data (Sensor & Usage Data Collection Off)"), "\(titles)")
        #expect(!titles.contains { $0.hasPrefix("Research Sensor & Usage Data › Sleep Study") && $0.contains("greyed out") }, "\(titles)")
        // After Cancel the page lists no switch: its name said so with empty brackets, "Sleep Study ()".
        #expect(titles.contains("Research Sensor & Usage Data › Sleep Study (no switch)"), "\(titles)")
        #expect(!titles.contains { $0.hasSuffix("()") }, "\(titles)")
    }

    @Test func aStudyOfElevenSensorsStaysSmallWithARepresentativeThatSaysWhatItStandsFor() throws {
        let e = try Self.explore("heart-study")
        #expect(!e.exploredEveryCombination)
        #expect(e.screens.count < 80, "\(e.screens.count) screens")
        let reviews = e.screens.filter { $0.snapshot.foreground == .sheet(.review) }
        let sheet = try #require(reviews.first?.snapshot.sheet)
        let required = StudyProfile(study: try DossierFixtures.study("heart-study")).required
        let optional = sheet.sensors.filter { !required.contains($0) }
        // All allowed, each optional sensor declined alone, and one representative of the rest.
        #expect(reviews.count == 1 + optional.count + 1, "\(Self.titles(e).filter { $0.contains("Review") })")
        let representative = try #require(reviews.first { $0.standsForOthers })
        let k = optional.count
        #expect(representative.combinations == (1 << k) - 1 - k)
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["en"])
        let index = try #require(files.first { $0.path == "index.html" }).text
        #expect(index.contains("stands for \(SensorDataTable.grouped((1 << k) - 1 - k)) combinations of answers that decline two or more sensors"))
        #expect(index.contains("too many to draw each review and Settings page"))
    }

    /// On the heart study's Settings page with Device Usage off, turning Visits off led to "35. …
    /// (…, Visits On, …, Device Usage On, …, ECG Off, PPG Off)": the representative of the
    /// combinations declining two or more sensors, named by its own switches, with nothing on the
    /// action saying the phone shows Visits and Device Usage off instead.
    @Test func anActionLeadingToARepresentativeSaysThePhoneShowsItsOwnAnswers() throws {
        let study = try DossierFixtures.study("heart-study")
        let files = DossierFixtures.files(study, languages: ["en"])
        let e = try Self.explore("heart-study")
        let representatives = Set(e.screens.filter(\.standsForOthers).map(\.index))
        let into = try #require(e.edges.first { representatives.contains($0.to) && $0.from != $0.to && !representatives.contains($0.from) })
        let page = try #require(files.first { $0.path == "en/\(ScreenTitle.file(into.from))" }).text
        let line = try #require(page.components(separatedBy: "\n").first { $0.contains("<a href=\"\(ScreenTitle.file(into.to))\">") })
        #expect(line.contains("(the page that stands for every combination declining two or more sensors; the phone shows the answers this action leaves)"), "\(line)")
        let plain = try #require(e.edges.first { !representatives.contains($0.to) && $0.from != $0.to })
        let other = try #require(files.first { $0.path == "en/\(ScreenTitle.file(plain.from))" }).text
        #expect(other.components(separatedBy: "\n").filter { $0.contains("<a href=\"\(ScreenTitle.file(plain.to))\">") && $0.contains("stands for every") }.isEmpty)
    }

    /// The heart study cut to seven sensors, all but two Required: its review page declining both optional
    /// sensors is the one combination of two or more declines the sheet allows, yet the index and
    /// its page said it "stands for 1 combinations of answers that decline two or more sensors".
    @Test func aRepresentativeOfOneCombinationIsDrawnForItsOwnAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dossier-required-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: DossierFixtures.repository.appendingPathComponent("Scenarios/studies/heart-study"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        var info = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil) as? [String: Any])
        var details = try #require(info["NSSensorKitUsageDetail"] as? [String: [String: Any]])
        // Seven sensors (more than are explored in full), five of them Required.
        for key in ["SRSensorUsageECG", "SRSensorUsagePPG", "SRSensorUsageHeartRate", "SRSensorUsageWristTemperature"] { details[key] = nil }
        for key in details.keys where key != "SRSensorUsageAmbientLightSensor" && key != "SRSensorUsageDeviceUsage" {
            details[key]?["Required"] = true
        }
        info["NSSensorKitUsageDetail"] = details
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plist)
        let study = try StudyLoader.load(path: folder, options: StudyLoadOptions())
        let e = ConsentExploration.explore { ConsentSimulation(study: study, language: "en") }
        #expect(!e.exploredEveryCombination)
        let reviews = e.screens.filter { $0.snapshot.foreground == .sheet(.review) }
        #expect(reviews.count == 4, "\(Self.titles(e).filter { $0.contains("Review") })")
        #expect(!reviews.contains { $0.standsForOthers })
        let writer = DossierWriter(study: .init(study, fingerprint: "0"), languages: [DossierLanguage(language: "en", exploration: e)], date: nil)
        let index = try #require(writer.files().first { $0.path == "index.html" }).text
        #expect(!index.contains("stands for 1 combinations"))
        #expect(index.contains("Authorization Review (declined: Ambient Light Sensor, Device Usage)</a></li>"))
    }

    /// On iOS 17.0 the heart study's sheet has 9 sensor pages (ECG and PPG arrived in 17.4): the
    /// index said "The study asks about 11 sensors, 2 048 combinations of answers" beside pages
    /// numbered "1 of 9" and a representative standing for 502 (2⁹ − 1 − 9) combinations.
    @Test func theCombinationsAreThoseOfTheSheetThePhoneShows() throws {
        let study = try DossierFixtures.study("heart-study")
        var options = SimulatedPhone.Options()
        options.osVersion = try OSVersion(parsing: "17.0")
        let phone = { ConsentSimulation(study: study, language: "en", options: options) }
        let e = ConsentExploration.explore(phone)
        #expect(e.answerCombinations == 512)
        let writer = DossierWriter(study: .init(study, fingerprint: "0"),
                                   languages: [DossierLanguage(language: "en", exploration: e, walkthroughs: [])], date: nil)
        let index = try #require(writer.files().first { $0.path == "index.html" }).text
        #expect(index.contains("The study asks about 9 sensors (the other 2 it requests have no page on this phone’s sheet), 512 combinations of answers"),
                "\(index.prefix(3000))")
        #expect(!index.contains("2 048"))
    }

    @Test(arguments: ["sleep-study", "heart-study"])
    func noTwoEntriesHaveTheSamePicture(_ name: String) throws {
        let e = try Self.explore(name)
        var seen: [String: Int] = [:]
        for screen in e.screens {
            let svg = PhonePicture.svg(of: screen.snapshot)
            if let other = seen[svg] {
                Issue.record("screens \(other + 1) and \(screen.index + 1) have the same picture: \(ScreenTitle.of(screen, in: e))")
            }
            seen[svg] = screen.index
        }
        #expect(!Self.titles(e).contains { $0.contains("privacy policy") || $0.contains("View Study Privacy Policy") })
    }

    @Test func screensAreListedAsAParticipantMeetsThemAndTheLinkSaysWhatItOpens() throws {
        let e = try Self.explore("heart-study")
        let kinds = e.screens.map { DossierFixtures.kind($0.snapshot.foreground) }
        let order = ["intro", "sensor", "review", "required", "motion", "home", "crashed", "settings", "delete-confirmation"]
        // “Data Is Required For this Study” stands over Research Sensor & Usage Data, among the Settings pages.
        let ranks = kinds.map { order.firstIndex(of: $0 == "collection-off-alert" ? "settings" : $0)! }
        #expect(ranks == ranks.sorted(), "\(kinds)")
        let pages = e.screens.compactMap { screen -> Int? in if case .sheet(.sensor(let i)) = screen.snapshot.foreground { i } else { nil } }
        #expect(pages == Array(0..<pages.count))
        let files = DossierFixtures.files(try DossierFixtures.study("heart-study"), languages: ["en"])
        let intro = try #require(files.first { $0.path == "en/screen-1.html" }).text
        let url = try #require(e.screens[0].snapshot.privacyPolicyURL)
        #expect(intro.contains("(opens <a href=\"\(url)\">\(url)</a> in the browser; the sheet stays as it is)"))
        // The second page is reached from the first by either answer: both are listed.
        let second = try #require(files.first { $0.path == "en/screen-3.html" }).text
        #expect(second.contains("How the participant gets here"))
        #expect(second.contains("Allow Collection &amp; Sharing</b>") && second.contains("Don’t Allow Collection &amp; Sharing</b>"))
    }

    /// A privacy policy address that is not a web page (a study file's `javascript:`) is shown
    /// as text, never made a link a board member's click would run.
    @Test func onlyAWebAddressBecomesALink() throws {
        let profile = StudyProfile(appName: "Odd", bundleIdentifier: "org.example.odd", purpose: "p",
                                   sensors: [.ambientLightSensor], entitled: [.ambientLightSensor])
        let phone = { ConsentSimulation(profile: profile, options: SimulatedPhone.Options(), privacyPolicyURL: "javascript:alert(1)") }
        let part = DossierLanguage(language: "en", exploration: ConsentExploration.explore(maxDepth: 2, phone))
        let writer = DossierWriter(study: .init(appName: "Odd", version: nil, developmentLanguage: "en", fingerprint: "0"),
                                   languages: [part], date: nil)
        let intro = try #require(writer.files().first { $0.path == "en/screen-1.html" }).text
        #expect(intro.contains("(opens javascript:alert(1) in the browser"), "\(intro)")
        #expect(!intro.contains("href=\"javascript:"))
    }
}
