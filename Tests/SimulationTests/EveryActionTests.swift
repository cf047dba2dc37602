import Foundation
import Testing
import SensorKitSim
@testable import Simulation

/// Every `Action` case through `SimulationStore`: the whole snapshot after each one is what
/// the test says, nothing more changed.
@Suite struct EveryActionTests {
    static let sheetSensors: [SRSensor] = [.ambientLightSensor, .accelerometer, .onWristState, .wristTemperature]

    static func store() -> SimulationStore { SimulationStore(ConsentSimulation(profile: .sleepStudy)) }

    /// The controls of the sheet's sensor page, and of the Required alert.
    static func sensorPageControls(_ t: SystemText) -> [Control] {
        [Control(.sheetAllow, t.allow, .primaryButton), Control(.sheetDeny, t.deny), Control(.sheetBack, t.back), Control(.sheetCancel, t.cancel)]
    }

    /// The app launched, the sheet answered allowing everything, the clock two days on.
    static func consented() -> SimulationStore {
        let store = store()
        let sim = store.simulation
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        for _ in sheetSensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        return SimulationStore(sim)
    }

    @Test func walkingTheSheet() {
        let store = Self.store()
        let t = store.state.text
        store.send(.launch) { s, step in
            s.ui.sheet = SheetState(sensors: Self.sheetSensors)
            s.controls = [Control(.sheetNext, t.next, .primaryButton), Control(.sheetCancel, t.cancel)]
            s.phone.appRunning = true
            s.phone.launches = 1
            s.dashboard.appRunning = true
            s.dashboard.launches = 1
            s.log += step.loggedLines
            #expect(step.loggedLines.contains { $0.text.hasPrefix("requestAuthorization(") })
        }
        store.send(.press(.sheetNext)) { s, _ in
            s.ui.sheet?.page = .sensor(0)
            s.controls = Self.sensorPageControls(t)
        }
        store.send(.focusNext) { s, _ in s.ui.focus = 1 }
        store.send(.focusPrevious) { s, _ in s.ui.focus = 0 }
        store.send(.activateFocused) { s, _ in
            s.ui.sheet?.answers[.ambientLightSensor] = true
            s.ui.sheet?.page = .sensor(1)
        }
        store.send(.press(.sheetDeny)) { s, _ in
            s.ui.sheet?.answers[.accelerometer] = false
            s.ui.sheet?.requiredAlert = .accelerometer
            s.controls = [Control(.alertDontEnroll, t.dontEnroll, .destructiveButton), Control(.alertChangeChoice, t.changeChoice, .primaryButton)]
            s.ui.focus = 1
        }
        store.send(.escape) { s, _ in
            s.ui.sheet?.answers[.accelerometer] = nil
            s.ui.sheet?.requiredAlert = nil
            s.controls = Self.sensorPageControls(t)
            s.ui.focus = 0
        }
        store.send(.press(.sheetBack)) { s, _ in s.ui.sheet?.page = .sensor(0) }
        store.send(.scrollPage(to: 3)) { s, _ in s.ui.pageScroll = 3 }
        // A disabled or absent control cannot be pressed: nothing at all changes.
        store.send(.press(.sheetDone))
        store.send(.openSettings)
        for _ in Self.sheetSensors { store.simulation.send(.press(.sheetAllow)) }
        let answered = store.simulation.snapshot
        let store2 = SimulationStore(store.simulation)
        store2.send(.press(.sheetDone)) { s, step in
            s.ui.sheet = nil
            s.controls = []
            for sensor in Self.sheetSensors { s.phone.statuses[sensor] = .authorized }
            s.phone.recordingForApp = Set(Self.sheetSensors)
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        #expect(answered.sheet?.page == .review)
    }

    /// The help covers the controls: keys that move the focus or press the focused control do
    /// nothing under it, but a script's press names its control and still works.
    @Test func underTheHelpOnlyNamedPressesAct() {
        let store = Self.store()
        store.simulation.send(.launch)
        let covered = SimulationStore(store.simulation)
        covered.send(.toggleHelp) { s, _ in s.ui.showsHelp = true }
        covered.send(.focusNext)
        covered.send(.activateFocused)
        #expect(!covered.simulation.accepts(.activateFocused))
        covered.send(.press(.sheetNext)) { s, _ in
            s.ui.sheet?.page = .sensor(0)
            s.controls = Self.sensorPageControls(s.text)
        }
    }

    @Test func thePresentersOwnControls() {
        let store = Self.store()
        store.send(.toggleHelp) { s, _ in s.ui.showsHelp = true }
        store.send(.escape) { s, _ in s.ui.showsHelp = false }
        store.send(.toggleLegend) { s, _ in s.ui.showsLegend = true }
        store.send(.togglePause) { s, _ in s.ui.paused = true; s.dashboard.paused = true }
        // Paused, real time moves nothing.
        store.send(.tick(realSeconds: 5))
        store.send(.togglePause) { s, _ in s.ui.paused = false; s.dashboard.paused = false }
        store.send(.faster) { s, _ in s.ui.speedIndex += 1; s.dashboard.speed = 600 }
        store.send(.slower) { s, _ in s.ui.speedIndex -= 1; s.dashboard.speed = 60 }
        store.send(.tick(realSeconds: 2)) { s, step in
            s.now += 120
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        store.send(.advance(3600)) { s, step in
            s.now += 3600
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
    }

    @Test func settingsFromItsScreens() {
        let store = Self.consented()
        let t = store.state.text
        store.send(.openSettings) { s, _ in
            s.ui.settings = .privacy
            s.controls = [Control(.settingsOpenResearch, t.researchData, .disclosure), Control(.settingsOpenMotion, t.motionAndFitness, .disclosure),
                          Control(.settingsBack, t.closeSettings)]
        }
        store.send(.press(.settingsOpenResearch)) { s, _ in
            s.ui.settings = .research
            s.controls = [Control(.settingsCollection, t.collection, .toggle(isOn: true)), Control(.settingsOpenStudy, s.profile.appName, .disclosure),
                          Control(.settingsBack, t.back)]
        }
        // With the study listed, iOS asks first; the focus starts on Cancel.
        store.send(.press(.settingsCollection)) { s, step in
            s.ui.confirmsCollectionOff = true
            s.ui.focus = 1
            s.controls = [Control(.collectionOffTurnOff, t.turnOff, .destructiveButton), Control(.collectionOffCancel, t.cancel)]
            s.log += step.loggedLines
        }
        store.send(.press(.collectionOffTurnOff)) { s, step in
            s.ui.confirmsCollectionOff = false
            s.ui.focus = 0
            s.phone.collectionEnabled = false
            for sensor in Self.sheetSensors { s.phone.statuses[sensor] = .denied }
            s.phone.recordingForApp = []
            // Off, the page lists no study: the switch and Back alone.
            s.controls = [Control(.settingsCollection, t.collection, .toggle(isOn: false)), Control(.settingsBack, t.back)]
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        store.send(.closeSettings) { s, _ in
            s.ui.settings = nil
            s.ui.focus = 0
            s.controls = []
        }
    }

    @Test func settingsChangedByAScript() {
        let store = Self.consented()
        store.send(.setSensor(.ambientLightSensor, allowed: false)) { s, step in
            s.phone.statuses[.ambientLightSensor] = .denied
            s.phone.recordingForApp.remove(.ambientLightSensor)
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
            let row = step.freshDashboard.rows?.first { $0.sensor == .ambientLightSensor }
            #expect(row?.status == .denied && row?.recording == false, "the dashboard's row shows the switch")
        }
        // Already off: nothing changes on the phone.
        store.send(.setSensor(.ambientLightSensor, allowed: false)) { s, step in s.log += step.loggedLines }
        store.send(.setCollection(true))
        store.send(.setFitnessTracking(false)) { s, step in
            s.phone.fitnessTracking = false
            s.phone.motionStatus = .restricted
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        // The app never asked for Motion & Fitness: there is no switch, so nothing changes.
        store.send(.setMotion(true))
        store.send(.deleteData([.accelerometer])) { s, step in
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
    }

    @Test func theClockAndTheStudyAppsFetches() {
        let store = Self.consented()
        store.send(.fetchNow) { s, step in
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        store.send(.fetch(ScriptFetchRequest(sensor: .accelerometer, device: .iPhone, window: .last(3600)))) { s, step in
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        let before = store.state.now
        store.send(.jumpToFirstData) { s, step in
            // Consent on Monday at 08:00: Tuesday's 03:00 fetch finds only held data, Wednesday's
            // returns the first (the study app fetches nightly at 03:00).
            s.now = before.addingTimeInterval(43 * 3600)
            s.firstData = step.events.lazy.compactMap { e -> FetchRecord? in
                if case .app(.fetchCompleted(let f)) = e.kind, f.results > 0 { return f } else { return nil }
            }.first
            s.dashboard = step.freshDashboard
            s.log += step.loggedLines
        }
        #expect(store.state.firstData != nil)
        // With data found, there is nothing more to jump to.
        store.send(.jumpToFirstData)
        #expect(!store.simulation.accepts(.jumpToFirstData))
        store.send(.scrollLog(2)) { s, _ in s.ui.logScroll = 2 }
    }

    @Test func aResetIsAFreshInstallThatKeepsThePresentersClock() {
        let fresh = Self.store().state
        let store = Self.consented()
        store.simulation.send(.faster)
        store.send(.reset) { s, _ in
            s = fresh
            s.ui.speedIndex += 1
            s.dashboard.speed = 600
        }
    }

    /// `accepts` is the reducer's answer: a key that `accepts` refuses changes nothing.
    @Test func acceptsAgreesWithWhatSendDoes() {
        let sim = Self.consented().simulation
        let actions: [Action] = [.focusNext, .focusPrevious, .activateFocused, .escape, .openSettings, .closeSettings,
                                 .press(.sheetDone), .press(.settingsBack), .slower, .faster, .scrollLog(-3), .fetchNow, .jumpToFirstData]
        for action in actions {
            let before = sim.snapshot
            let accepted = sim.accepts(action)
            let events = sim.send(action)
            #expect(accepted == (sim.snapshot != before || !events.isEmpty), "\(action)")
        }
    }
}
