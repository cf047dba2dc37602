import Foundation
import Testing
import StudyConfig
import Simulation
import SensorKitSim
import SimCore

/// The exploration finds the screens from the simulation itself, each reachable by its path.
@Suite struct ExplorationTests {
    /// The sheet's sensors were read two ways: the count of combinations from the request's
    /// decider before launch, the translation report's texts from the first screen showing a
    /// sheet. They are one reading now (`sheetSensors`); it is the sheet the phone shows, for
    /// every bundled study on every iOS that changes which sensors exist.
    @Test func theSheetsSensorsAreTheSheetThePhoneShowsForEveryStudyAndIOS() throws {
        let folder = DossierFixtures.repository.appendingPathComponent("Scenarios/studies")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var compared = 0
        for name in names {
            guard let study = try? DossierFixtures.study(name) else { continue }
            for version in ["16.7", "17.0", "17.4", "18.0", "26.0", "27.1", "27.2"] {
                var options = SimulatedPhone.Options()
                options.osVersion = try OSVersion(parsing: version)
                let e = ConsentExploration.explore(maxDepth: 1) { ConsentSimulation(study: study, language: "en", options: options) }
                let shown = e.screens.lazy.compactMap(\.snapshot.sheet).first?.sensors ?? []
                #expect(e.sheetSensors == shown, "\(name) on iOS \(version)")
                #expect(e.sheetSensorCount == shown.count)
                compared += 1
            }
        }
        #expect(compared >= 7 * 7)
    }

    @Test func heartStudyHasEveryKindOfScreenAndEachIsReachedByItsPath() throws {
        let study = try DossierFixtures.study("heart-study")
        let make = { ConsentSimulation(study: study, language: "en") }
        let exploration = ConsentExploration.explore(make)
        let kinds = Set(exploration.screens.map { DossierFixtures.kind($0.key.foreground) })
        #expect(kinds.isSuperset(of: ["home", "intro", "sensor", "review", "motion", "settings"]), "\(kinds)")
        print("heart-study (en): \(exploration.screens.count) screens, \(exploration.edges.count) actions")
        // Every sensor page of the sheet is a screen.
        let sensorPages = exploration.screens.filter { if case .sheet(.sensor) = $0.key.foreground { true } else { false } }
        #expect(Set(sensorPages.map(\.key.foreground)).count == StudyProfile(study: study).sensors.count)
        // Replaying a screen's path shows that screen: the exploration did not invent one.
        for screen in exploration.screens {
            let simulation = make()
            for action in screen.path { simulation.send(action) }
            #expect(ScreenKey(simulation.snapshot) == screen.key)
        }
        // Each edge leads where replaying it leads.
        for edge in exploration.edges.prefix(40) {
            let simulation = make()
            for action in edge.via { simulation.send(action) }
            #expect(ScreenKey(simulation.snapshot) == exploration.screens[edge.from].key)
            simulation.send(edge.control.map(Action.press) ?? .openSettings)
            #expect(ScreenKey(simulation.snapshot) == exploration.screens[edge.to].key)
        }
    }

    @Test func aRequiredSensorsDenialLeadsToTheRequiredAlert() throws {
        let study = try DossierFixtures.study("sleep-study")
        let exploration = ConsentExploration.explore { ConsentSimulation(study: study, language: "en") }
        let required = StudyProfile(study: study).required
        try #require(!required.isEmpty)
        let denials = exploration.edges.filter { $0.control == .sheetDeny }
        let toAlert = denials.filter { if case .requiredAlert = exploration.screens[$0.to].key.foreground { true } else { false } }
        #expect(Set(toAlert.map { exploration.screens[$0.to].key.foreground }).count == required.count)
        print("sleep-study (en): \(exploration.screens.count) screens, \(exploration.edges.count) actions")
        #expect(exploration.edges.contains { $0.control == .alertChangeChoice })
        #expect(exploration.edges.contains { $0.control == .alertDontEnroll })
    }

    /// Above 6 sensors the answers that decline two or more are one class, and such a state was
    /// keyed by its screen and answers alone: the heart study's Motion & Fitness page (after
    /// declining ECG and PPG) said "Fitness Tracking → this screen (stays on this screen)" and
    /// "Heart Study → this screen", where the phone turns the switch off or on.
    @Test func aSwitchOutsideTheSheetsAnswersLeadsWhereThePhoneGoesAfterTwoDeclines() throws {
        let study = try DossierFixtures.study("heart-study")
        let make = { ConsentSimulation(study: study, language: "en") }
        let exploration = ConsentExploration.explore(make)
        try #require(!exploration.exploredEveryCombination)
        let switches: Set<ControlID> = [.settingsFitnessTracking, .settingsMotionApp, .settingsCollection]
        let flipped = exploration.edges.filter { $0.control.map(switches.contains) ?? false }
        try #require(!flipped.isEmpty)
        for edge in flipped {
            #expect(edge.to != edge.from, "\(edge.label) on screen \(edge.from + 1) stays on it")
            let simulation = make()
            for action in edge.via + [.press(edge.control!)] { simulation.send(action) }
            #expect(ScreenKey(simulation.snapshot) == exploration.screens[edge.to].key,
                    "\(edge.label) on screen \(edge.from + 1) leads to screen \(edge.to + 1), not where the phone goes")
        }
    }

    /// The heart study with 9 of its 11 sensors Required took a minute of CPU to explore, against
    /// seconds for the heart study as it is: an answer left on a page not yet passed (by going Back,
    /// or taken away by the Required alert's Change Choice) made a state of its own for every such
    /// leftover, though the participant answers that page again before anything shows it. Required
    /// sensors only narrow what a participant can do, so they must not make the exploration bigger.
    @Test func requiredSensorsDoNotMultiplyTheStatesExplored() throws {
        let study = try DossierFixtures.study("heart-study")
        let sensors = StudyProfile(study: study).sensors
        try #require(sensors.count > ConsentExploration.sensorsExploredInFull + 2)
        // The phones built: one per action followed from each state the exploration reached.
        func work(required: Set<SRSensor>?) -> (phones: Int, exploration: ConsentExploration) {
            var phones = 0
            let e = ConsentExploration.explore { phones += 1; return ConsentSimulation(study: study, language: "en", required: required) }
            return (phones, e)
        }
        let plain = work(required: nil)
        let strict = work(required: Set(sensors.prefix(sensors.count - 2)))
        #expect(strict.exploration.screens.contains { if case .requiredAlert = $0.key.foreground { true } else { false } })
        #expect(strict.phones <= plain.phones, "\(strict.phones) phones built with Required sensors, \(plain.phones) without")
    }

    @Test func aShallowerDepthFindsFewerScreensAndSaysWhichWereNotFollowed() throws {
        let study = try DossierFixtures.study("heart-study")
        let deep = ConsentExploration.explore { ConsentSimulation(study: study) }
        let shallow = ConsentExploration.explore(maxDepth: 3) { ConsentSimulation(study: study) }
        #expect(shallow.screens.count < deep.screens.count)
        #expect(!shallow.unexplored.isEmpty)
    }
}
