import Testing
import Simulation
@testable import TerminalUI

/// Every screen at the two sizes people use, compared with the files under Golden/.
@Suite struct GoldenScreenTests {
    static let sizes = [(80, 24), (120, 40)]

    typealias Named = (String, @Sendable () -> ConsentSimulation)

    static let states: [Named] = english + localized("de") + localized("es") + localized("fr")

    static let english: [Named] = [
        ("sheet-intro", { Fixtures.intro() }),
        ("enable-collection", { Fixtures.enableCollection() }),
        ("sheet-sensor", { Fixtures.sensorPage() }),
        ("sheet-review", { Fixtures.review() }),
        ("required-alert", { Fixtures.requiredAlert() }),
        ("motion-alert", { Fixtures.motionAlert() }),
        ("crash", Fixtures.crashed),
        ("settings-privacy", { Fixtures.settings([]) }),
        ("settings-research", { Fixtures.settings([.settingsOpenResearch]) }),
        // With collection off the page lists no study: the switch and its footer alone.
        ("settings-research-collection-off", { Fixtures.settings([.settingsOpenResearch, .settingsCollection, .collectionOffTurnOff]) }),
        // Switched off with the study listed, iOS asks first: “Data Is Required For this Study”.
        ("settings-collection-off-alert", { Fixtures.settings([.settingsOpenResearch, .settingsCollection]) }),
        ("settings-study", { Fixtures.settings([.settingsOpenResearch, .settingsOpenStudy]) }),
        ("settings-motion", { Fixtures.settings([.settingsOpenMotion]) }),
        ("settings-delete-confirmation", { Fixtures.settings([.settingsOpenResearch, .settingsOpenStudy, .settingsDeleteUnshared]) }),
        ("dashboard", Fixtures.dashboard),
        ("help", { let sim = Fixtures.dashboard(); sim.send(.toggleHelp); return sim }),
        ("legend", { let sim = Fixtures.dashboard(); sim.send(.toggleLegend); return sim }),
        ("sheet-sensor-japanese", Fixtures.japanese),
    ]

    /// The iPhone's own screens on a phone set to `lang`: the study's text stays as the
    /// fixture wrote it, everything the system draws is translated.
    static func localized(_ lang: String) -> [Named] {
        let settings: [(String, [ControlID])] = [("privacy", []), ("research", [.settingsOpenResearch]),
                                                ("study", [.settingsOpenResearch, .settingsOpenStudy]),
                                                ("motion", [.settingsOpenMotion]),
                                                ("delete-confirmation", [.settingsOpenResearch, .settingsOpenStudy, .settingsDeleteUnshared]),
                                                ("collection-off-alert", [.settingsOpenResearch, .settingsCollection])]
        var out: [Named] = [
            ("\(lang)-sheet-intro", { Fixtures.intro(lang) }),
            ("\(lang)-enable-collection", { Fixtures.enableCollection(lang) }),
            ("\(lang)-sheet-sensor", { Fixtures.sensorPage(lang) }),
            ("\(lang)-sheet-review", { Fixtures.review(lang) }),
            ("\(lang)-required-alert", { Fixtures.requiredAlert(lang) }),
            ("\(lang)-motion-alert", { Fixtures.motionAlert(lang) }),
            ("\(lang)-home", { Fixtures.allowed(Fixtures.sleep(lang)) }),
        ]
        for (page, path) in settings {
            out.append(("\(lang)-settings-\(page)", { Fixtures.settings(path, lang) }))
        }
        return out
    }

    @Test(arguments: 0..<states.count)
    func screen(_ index: Int) {
        let (name, make) = Self.states[index]
        let sim = make()
        for (w, h) in Self.sizes {
            let screen = AppView.render(sim.snapshot, width: w, height: h)
            expectGolden(screen, "\(name)-\(w)x\(h)")
            for (i, line) in screen.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(DisplayWidth.of(String(line)) == w, "\(name) \(w)x\(h) line \(i + 1) is not \(w) columns wide")
            }
        }
    }

    /// The home screen's lines are the phone's, in its language: none stays English on a German
    /// or Spanish phone.
    @Test(arguments: ["de", "es", "fr"])
    func theHomeScreenSpeaksThePhonesLanguage(_ lang: String) {
        let text = AppView.render(Fixtures.allowed(Fixtures.sleep(lang)).snapshot, width: 120, height: 40).text
        let table = SystemText.for(lang)
        #expect(text.contains(table.appRunning) && text.contains(table.settingsHint), "\(text)")
        // (The dashboard beside the phone is the simulator's own panel, in English.)
        let phone = text.split(separator: "\n").map { $0.prefix(46) }.joined(separator: "\n")
        for english in [SystemText.english.appRunning, SystemText.english.settingsHint] { #expect(!phone.contains(english), "\(english)") }
    }

    /// The crash screen is drawn inside the phone, as the home screen is, so it speaks the
    /// phone's language too: on a German phone it read "“Broken Study” crashed", "Crash reason"
    /// and "Relaunch the app". (The crash report's own sentence is iOS's log, in English.)
    @Test(arguments: ["de", "es", "fr"])
    func theCrashScreenSpeaksThePhonesLanguage(_ lang: String) {
        let broken = StudyProfile(appName: "Broken Study", bundleIdentifier: "org.example.broken", purpose: "p", sensors: [],
                                  entitled: [], motionUsageDescription: nil, usesMotionActivity: true)
        let sim = ConsentSimulation(profile: broken, language: lang)
        sim.send(.launch)
        let screen = AppView.render(sim.snapshot, width: 80, height: 24)
        let phone = screen.reading(.phone) ?? ""
        for english in ["” crashed", "Crash reason", "Launches so far", "Relaunch the app"] {
            #expect(!phone.contains(english), "\(lang): \(english)\n\(phone)")
        }
        let table = SystemText.for(lang)
        #expect(phone.contains(table.crashTitle(app: "Broken Study")) && phone.contains(table.relaunchApp), "\(phone)")
        #expect(sim.snapshot.controls.map(\.label) == [table.relaunchApp])
    }

    /// The home screen and the dashboard name the app's state by one rule: before the first
    /// launch both say it was never launched (the dashboard said "not running").
    @Test func thePhoneAndTheDashboardNameTheAppsStateAlike() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        let lines = AppView.render(sim.snapshot, width: 120, height: 40).text.split(separator: "\n")
        let phone = lines.map { $0.prefix(46) }.joined(separator: "\n"), dashboard = lines.map { $0.dropFirst(46) }.joined(separator: "\n")
        #expect(phone.contains("not launched yet"), "\(phone)")
        #expect(dashboard.contains("· not launched yet · 0 launches"), "\(dashboard)")
    }

    @Test func dashboardWithEveryColumn() {
        expectGolden(AppView.render(Fixtures.dashboard().snapshot, width: 200, height: 30), "dashboard-200x30")
    }

    @Test func tooSmall() {
        let screen = AppView.render(Fixtures.intro().snapshot, width: 60, height: 20)
        expectGolden(screen, "too-small-60x20")
        #expect(screen.text.contains("The window is 60×20. Make it at least 80×24."))
        #expect(screen.text.contains("q to quit"))
        #expect(screen.hotspots.isEmpty)
    }

    /// CJK and emoji take two columns each; the phone's right border must still be one
    /// straight line when the golden is read as text.
    @Test func japaneseDescriptionKeepsTheBorderStraight() {
        let sim = Fixtures.japanese()
        for (w, h) in Self.sizes {
            let screen = AppView.render(sim.snapshot, width: w, height: h)
            let phone = Layout.of(width: w, height: h, panelUp: true)!.panel!
            #expect(screen.text.contains("😴"))
            let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
            for y in phone.y ..< phone.maxY {
                let line = lines[y]
                var column = 0
                var borderAt: [Int] = []
                for ch in line {
                    if "│╮╯┤".contains(ch) { borderAt.append(column) }
                    column += DisplayWidth.of(ch)
                }
                #expect(borderAt.last == phone.maxX - 1, "\(w)x\(h) row \(y + 1): right border at \(borderAt)")
            }
        }
    }
}
