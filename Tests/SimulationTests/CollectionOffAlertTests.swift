import Testing
import SensorKitSim
@testable import Simulation

/// iOS 26.1's Settings (`SensorKitPrivacySettingsController` `setGlobalSwitch:`) asks before it
/// turns Research Sensor & Usage Data collection off while the page lists an app or study: “Data
/// Is Required For this Study”, “Turning off all data will end your contributions to this
/// study.”, a destructive Turn Off and Cancel. The simulator turned collection off at once.
@Suite struct CollectionOffAlertTests {
    private func onResearchPage(language: String? = nil) -> ConsentSimulation {
        .sleepStudyOnResearchPage(language: language)
    }

    @Test func theSwitchAsksFirstAndCancelKeepsCollectionOn() {
        let sim = onResearchPage()
        sim.send(.press(.settingsCollection))
        let s = sim.snapshot
        #expect(s.foreground == .collectionOffAlert)
        #expect(s.collectionEnabled, "nothing is off until Turn Off")
        #expect(s.status(of: .accelerometer) == .authorized)
        #expect(s.controls.map(\.label) == ["Turn Off", "Cancel"])
        #expect(s.control(.collectionOffTurnOff)?.kind == .destructiveButton)
        #expect(s.focusedControl == .collectionOffCancel, "Enter on the alert must keep collection on")
        // Under it, the page as the tap left it: the switch off, the study still listed.
        #expect(s.dimmedControls.map(\.id) == [.settingsCollection, .settingsOpenStudy, .settingsBack])
        #expect(s.dimmedControls.first?.kind == .toggle(isOn: false))
        #expect(s.alertBackdrop == .settings(.research))
        // Its Cancel is a plain button: Esc does not answer it, as on the Motion & Fitness alert.
        sim.send(.escape)
        #expect(sim.snapshot.foreground == .collectionOffAlert)
        sim.send(.press(.collectionOffCancel))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(sim.snapshot.collectionEnabled)
        #expect(sim.snapshot.control(.settingsCollection)?.kind == .toggle(isOn: true))
        #expect(sim.snapshot.focusedControl == .settingsCollection)
        #expect(sim.journal.map(\.kind).suffix(2) == [.participant(.askedToConfirmCollectionOff), .participant(.keptCollectionOn)])
    }

    @Test func turnOffTurnsCollectionOff() {
        let sim = onResearchPage()
        sim.send(.press(.settingsCollection))
        sim.send(.press(.collectionOffTurnOff))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(!sim.snapshot.collectionEnabled)
        #expect(sim.snapshot.status(of: .accelerometer) == .denied)
        #expect(sim.snapshot.controls.map(\.id) == [.settingsCollection, .settingsBack])
        // On again, no alert: only turning off asks.
        sim.send(.press(.settingsCollection))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(sim.snapshot.collectionEnabled)
    }

    /// A script's change meets the same alert, over the page, from wherever the phone is.
    @Test func aScriptedChangeMeetsTheAlert() {
        let sim = onResearchPage()
        sim.send(.closeSettings)
        sim.send(.setCollection(false))
        #expect(sim.snapshot.foreground == .collectionOffAlert)
        #expect(sim.snapshot.collectionEnabled)
        sim.send(.press(.collectionOffTurnOff))
        #expect(!sim.snapshot.collectionEnabled)
    }

    /// An app that asks SensorKit for nothing is no study on the page: nothing to ask about.
    @Test func withNoStudyListedTheSwitchTurnsOffAtOnce() {
        let motionOnly = StudyProfile(appName: "Steps", bundleIdentifier: "org.example.steps", purpose: "p", sensors: [], entitled: [],
                                      motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let sim = ConsentSimulation(profile: motionOnly)
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenResearch))
        sim.send(.press(.settingsCollection))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(!sim.snapshot.collectionEnabled)
    }

    @Test func theAlertSpeaksThePhonesLanguage() {
        let sim = onResearchPage(language: "de")
        sim.send(.press(.settingsCollection))
        #expect(sim.snapshot.text.collectionOffTitle == "Daten für diese Studie erforderlich")
        #expect(sim.snapshot.controls.map(\.label) == ["Ausschalten", "Abbrechen"])
    }
}
