import Foundation
import Testing
import SensorKitSim
import StudyConfig
import Simulation
@testable import Dossier

/// The walkthrough: each main consent path played on the simulated phone, its screens in the
/// order the phone shows them, captioned in the phone's language, as a slideshow and a cast.
@Suite struct WalkthroughTests {
    /// The study with a Required sensor and a Motion & Fitness alert: every path applies.
    static let mobility = try! DossierFixtures.study("mobility-study")

    static func walks(_ study: Study, _ language: String) -> [WalkthroughPath: Walkthrough] {
        var out: [WalkthroughPath: Walkthrough] = [:]
        for case .walked(let walk) in Walkthrough.all({ DossierFixtures.phone(study, language, asksAnyway: $0) }) { out[walk.path] = walk }
        return out
    }

    static func kinds(_ walk: Walkthrough) -> [String] { walk.frames.map { WalkthroughSlideshow.kind($0.snapshot) } }

    /// The sheet's sensors as the phone shows them after the first launch.
    static func sheetSensors(_ study: Study) throws -> [SRSensor] {
        let simulation = ConsentSimulation(study: study)
        simulation.send(.launch)
        return try #require(simulation.snapshot.sheet?.sensors)
    }

    @Test func eachPathShowsTheScreensItsAnswersLeadTo() throws {
        let walks = Self.walks(Self.mobility, "en")
        #expect(Set(walks.keys) == Set(WalkthroughPath.allCases))
        let sensors = try Self.sheetSensors(Self.mobility).map { "sheet-sensor:\($0.description)" }
        let consent = ["home", "sheet-intro"] + sensors + ["sheet-review", "motion-alert", "home"]
        #expect(Self.kinds(try #require(walks[.allAllowed])) == consent)
        #expect(Self.kinds(try #require(walks[.motionDenied])) == consent)
        #expect(Self.kinds(try #require(walks[.dontEnroll])) == ["home", "sheet-intro", "motion-alert", "home"])
        #expect(Self.kinds(try #require(walks[.revokeInSettings]))
                == consent + ["settings-privacy", "settings-research", "settings-study", "settings-study"])

        // What the phone ends with is what the answers mean.
        let allowed = try #require(walks[.allAllowed]?.frames.last?.snapshot)
        let requested = try Self.sheetSensors(Self.mobility)
        #expect(requested.allSatisfy { allowed.status(of: $0) == .authorized })
        #expect(allowed.motionStatus == .authorized)
        #expect(walks[.motionDenied]?.frames.last?.snapshot.motionStatus == .denied)
        let cancelled = try #require(walks[.dontEnroll]?.frames.last?.snapshot)
        #expect(requested.allSatisfy { cancelled.status(of: $0) != .authorized })
        // It cancels on the first page: its name is not the Required alert's Don't Enroll button's.
        #expect(WalkthroughPath.dontEnroll.title.hasPrefix("Cancel") && !WalkthroughPath.dontEnroll.title.contains("Enroll"))
        let revoked = try #require(walks[.revokeInSettings]?.frames.last?.snapshot)
        #expect(revoked.status(of: requested[0]) == .denied)
        #expect(requested.dropFirst().allSatisfy { revoked.status(of: $0) == .authorized })
        for walk in walks.values { #expect(walk.stopped == nil, "\(walk.path): \(walk.stopped ?? "")") }
    }

    @Test func theRequiredPathShowsTheAlertThenTheSensorsPageAgain() throws {
        let study = try DossierFixtures.study("sleep-study")
        let kinds = Self.kinds(try #require(Self.walks(study, "de")[.requiredDeclined]))
        let sensors = try Self.sheetSensors(study)
        let required = try #require(sensors.first { StudyProfile(study: study).required.contains($0) })
        let page = "sheet-sensor:\(required.description)"
        let before = sensors.prefix { $0 != required }.map { "sheet-sensor:\($0.description)" }
        let after = sensors.drop { $0 != required }.dropFirst().map { "sheet-sensor:\($0.description)" }
        #expect(kinds == ["home", "sheet-intro"] + before + [page, "required-alert:\(required.description)", page] + after + ["sheet-review", "home"])
    }

    /// “Enable Research Sensor & Usage Data”, which iOS shows in the sheet's place when an app
    /// asks while collection is off, was in no walkthrough and among no screen: a board never saw
    /// it. The collection-off path shows it, with the switch that leads to it and the way on.
    @Test func theCollectionOffPathShowsTheEnablePageAndWhatLeadsToIt() throws {
        let walk = try #require(Self.walks(Self.mobility, "de")[.collectionOff])
        #expect(walk.stopped == nil, "\(walk.stopped ?? "")")
        let sensors = try Self.sheetSensors(Self.mobility).map { "sheet-sensor:\($0.description)" }
        // Settings asks first (“Data Is Required For this Study”) and the participant answers Turn Off.
        let settingsOff = ["settings-privacy", "settings-research", "collection-off-alert", "settings-research", "settings-privacy"]
        #expect(Self.kinds(walk) == ["home"] + settingsOff + ["home", "enable-collection", "settings-research", "settings-research",
                                     "settings-privacy", "sheet-intro"] + sensors + ["sheet-review", "motion-alert", "home"])
        let german = CaptionText.german
        let captions = walk.frames.map(\.caption)
        #expect(captions.first == german.tap(german.system.settingsApp))
        #expect(captions.contains(german.settings([german.turn(german.system.collection, on: false)])))
        let enable = try #require(walk.frames.firstIndex { $0.snapshot.foreground == .sheet(.enableCollection) })
        #expect(captions[enable - 1] == german.openApp)
        #expect(captions[enable] == german.tap(german.system.openSettings))
        #expect(captions[enable + 1] == german.settings([german.turn(german.system.collection, on: true)]))
        let end = try #require(walk.frames.last?.snapshot)
        #expect(end.collectionEnabled)
        #expect(try Self.sheetSensors(Self.mobility).allSatisfy { end.status(of: $0) == .authorized })

        let files = DossierFixtures.files(Self.mobility, languages: ["de"])
        let page = try #require(files.first { $0.path == "de/walkthrough/collection-off.html" }).text
        #expect(page.contains("data-screen=\"enable-collection\""))
        #expect(page.contains("this path’s app asks whatever its sensors read"))
        #expect(!page.contains("which stop 40 actions after the first launch"), "the Enable page is not cut off by the depth")
        // The index's list, which says it has every screen, says which page it leaves out and links it.
        let index = try #require(files.first { $0.path == "index.html" }).text
        #expect(index.contains("Not in this list: <span lang=\"de\">\(HTMLText.escape(SystemText.for("de").enableCollectionTitle))</span>"))
        let enableFrame = try #require(walk.frames.firstIndex { $0.snapshot.foreground == .sheet(.enableCollection) }) + 1
        #expect(index.contains("<a href=\"de/walkthrough/collection-off.html#\(enableFrame)\">"))
        // A study whose first launch asks nothing has no request for the page to stand in for.
        let unentitled = Walkthrough.all { DossierFixtures.phone(try! DossierFixtures.study("light-not-entitled"), asksAnyway: $0) }
        #expect(unentitled.contains { if case .omitted(.collectionOff, let why) = $0 { why.contains("no request") } else { false } })
    }

    /// A caption that says to tap a button names one the picture above it shows: leaving Settings
    /// from Privacy & Security read „Einstellungen schließen“ tippen under a picture whose only
    /// way back reads ‹ Einstellungen, as an iPhone's does.
    @Test(arguments: ["en", "de", "es", "fr"]) func aTappedButtonIsOneThePictureShows(language: String) throws {
        let captions = CaptionText.for(language)
        let walk = try #require(Self.walks(Self.mobility, language)[.collectionOff])
        var checked = 0
        for frame in walk.frames {
            guard case .press(let id)? = frame.action, let control = frame.snapshot.control(id),
                  frame.caption == captions.tap(control.label) else { continue }
            let words = PhonePicture.svg(of: frame.snapshot).matches(of: #/<text[^>]*>([^<]*)</text>/#).map { String($0.1) }
                .joined(separator: " ").replacingOccurrences(of: "&amp;", with: "&")
            #expect(words.contains(control.label), "\(frame.caption ?? ""): \(words)")
            checked += 1
        }
        #expect(checked >= 4)
        #expect(walk.frames.contains { $0.caption == captions.leaveSettings && $0.snapshot.foreground == .settings(.privacy) })
    }

    @Test func captionsAreTheParticipantsActionInThePhonesLanguage() throws {
        let walk = try #require(Self.walks(Self.mobility, "de")[.requiredDeclined])
        let captions = walk.frames.map(\.caption)
        let german = CaptionText.german
        // The first Required sensor on the sheet is the one declined.
        let required = try #require(try Self.sheetSensors(Self.mobility).first { StudyProfile(study: Self.mobility).required.contains($0) })
        #expect(captions.first == german.openApp)
        #expect(captions[1] == german.tap(german.system.next))
        #expect(captions.contains(german.answer(required, allow: false)))
        #expect(captions.contains(german.tap(german.system.changeChoice)))
        #expect(captions.contains(german.answer(required, allow: true)))
        #expect(captions.contains(german.answer(named: german.system.motionAndFitness, allow: true)))
        #expect(captions.last == .some(nil), "the last screen has no action")
        let english = Self.walks(Self.mobility, "en")[.requiredDeclined]?.frames.map(\.caption) ?? []
        #expect(zip(captions, english).dropLast().allSatisfy { $0 != $1 }, "each German caption differs from the English one")
        let revoke = try #require(Self.walks(Self.mobility, "de")[.revokeInSettings]).frames.compactMap(\.caption)
        #expect(revoke.contains(german.tap(german.system.settingsApp)))
        let first = try Self.sheetSensors(Self.mobility)[0]
        #expect(revoke.last == german.settings([german.turn(german.system.name(of: first), on: false)]))
    }

    @Test func aPathThatDoesNotApplyIsLeftOutSayingWhy() throws {
        let heart = Walkthrough.all { DossierFixtures.phone(try! DossierFixtures.study("heart-study"), asksAnyway: $0) }
        let noRequired = heart.compactMap { if case .omitted(.requiredDeclined, let why) = $0 { why } else { nil } }
        #expect(noRequired.first?.contains("none of the sensors its request asks for as Required") == true, "\(noRequired)")
        let sleep = Walkthrough.all { DossierFixtures.phone(try! DossierFixtures.study("sleep-study"), asksAnyway: $0) }
        let noMotion = sleep.compactMap { if case .omitted(.motionDenied, let why) = $0 { why } else { nil } }
        #expect(noMotion.first?.contains("no NSMotionUsageDescription") == true, "\(noMotion)")
        // Nothing allowed, nothing to revoke: the light sensor is asked for but not entitled, so no request shows.
        let unentitled = Walkthrough.all { DossierFixtures.phone(try! DossierFixtures.study("light-not-entitled"), asksAnyway: $0) }
        let nothingToRevoke = unentitled.compactMap { if case .omitted(.revokeInSettings, let why) = $0 { why } else { nil } }
        #expect(nothingToRevoke.first?.contains("ends with no sensor allowed") == true, "\(unentitled.map(\.path))")
        // A study app that crashes ends the path there, saying so.
        let broken = Walkthrough.walk(.allAllowed) { ConsentSimulation(study: try! DossierFixtures.study("broken-study")) }
        #expect(broken.frames.last?.snapshot.foreground == .crashed)
        #expect(broken.stopped?.hasPrefix("the study app crashed") == true, "\(broken.stopped ?? "not stopped")")
        let files = DossierFixtures.files(try DossierFixtures.study("sleep-study"), languages: ["en"])
        let overview = try #require(files.first { $0.path == "en/walkthrough.html" }).text
        #expect(overview.contains("<p class=\"omitted\">Left out: the Motion &amp; Fitness alert never shows"))
        #expect(!files.contains { $0.path.hasPrefix("en/walkthrough/motion-denied") })
    }

    @Test func theSlideshowHasEachFrameInOrderWithItsPictureAndCaptionAndFetchesNothing() throws {
        let files = DossierFixtures.files(Self.mobility, languages: ["en", "de"])
        let byPath = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let index = try #require(byPath["index.html"])
        #expect(index.contains("<a href=\"de/walkthrough.html\">Walkthrough</a>"))
        let walks = Self.walks(Self.mobility, "de")
        for path in WalkthroughPath.allCases {
            let walk = try #require(walks[path])
            let page = try #require(byPath["de/walkthrough/\(path.rawValue).html"], "\(path)")
            let screens = page.matches(of: #/<li class="frame" id="frame-(\d+)" data-screen="([^"]+)">/#)
            #expect(screens.map { Int($0.1) } == Array(1...walk.frames.count))
            #expect(screens.map { String($0.2) } == Self.kinds(walk), "\(path)")
            let captions = page.matches(of: #/<p class="caption" lang="de">([^<]*)</p>/#).map { String($0.1) }
            #expect(captions == walk.frames.compactMap(\.caption).map(HTMLText.escape))
            for n in 1...walk.frames.count {
                #expect(page.contains("<img src=\"\(path.rawValue)-\(n).svg\""))
                #expect(byPath["de/walkthrough/\(path.rawValue)-\(n).svg"]?.hasPrefix("<?xml") == true)
            }
            #expect(!page.contains("http"), "nothing is fetched from a network: \(path)")
            #expect(page.contains("ArrowLeft") && page.contains("ArrowRight") && page.contains("id=\"previous\"") && page.contains("id=\"next\""))
        }
        // The summary names the buttons the German slideshow shows (it said "taps Done" beside
        // "Fertig"), marked with their language; the dossier's own words stay English.
        let german = SystemText.for("de")
        let allAllowed = try #require(byPath["de/walkthrough/all-allowed.html"])
        #expect(allAllowed.contains("taps <span lang=\"de\">\(HTMLText.escape(german.done))</span>"), "\(allAllowed.prefix(1500))")
        let overview = try #require(byPath["de/walkthrough.html"])
        #expect(overview.contains("its <span lang=\"de\">\(HTMLText.escape(german.changeChoice))</span> button"))
        #expect(!overview.contains("taps Done") && !overview.contains("Change Choice button"))
        #expect(try #require(byPath["en/walkthrough.html"]).contains("taps Done, and allows Motion &amp; Fitness when asked."))
        let folder = try DossierPagesTests.written(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files where file.path.contains("walkthrough") && file.path.hasSuffix(".html") {
            #expect(DossierPagesTests.xmllintParses(folder.appendingPathComponent(file.path)), "\(file.path)")
        }
    }

    @Test func theCastIsAsciicastV2OfTheSameScreensCaptioned() throws {
        let walk = try #require(Self.walks(Self.mobility, "de")[.requiredDeclined])
        let cast = WalkthroughCast.text(walk, title: "t")
        let lines = cast.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        let width = try #require(header["width"] as? Int)
        #expect(width < 80, "the phone alone, not the demo's dashboard")
        var times: [Double] = []
        var output = ""
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            #expect(event.count == 3 && event[1] as? String == "o")
            times.append(try #require(event[0] as? Double ?? (event[0] as? Int).map(Double.init)))
            output += try #require(event[2] as? String)
        }
        #expect(times == times.sorted())
        #expect(times.last ?? 0 >= Double(walk.frames.count - 1) * WalkthroughCast.beat, "each screen stays up a beat, the last one too")
        let count = walk.frames.count
        for (i, caption) in walk.frames.enumerated().compactMap({ i, f in f.caption.map { (i, $0) } }) {
            #expect(output.contains("\(i + 1)/\(count) \(caption)"), "\(caption)")
        }
        #expect(output.contains("Auswahl ändern") && !output.contains("Sensor                 Device"))
    }
}
