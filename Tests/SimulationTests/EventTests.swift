import Foundation
import Testing
import SensorKitSim
import SimCore
@testable import Simulation

/// `send` returns what the action caused, as typed events, in the order it happened.
@Suite struct EventTests {
    func launched() -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        return sim
    }

    @Test func launchReturnsTheLaunchTheRequestAndTheSheet() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        let events = sim.send(.launch)
        #expect(events.first?.kind == .appLaunched(launch: 1, bySystem: false))
        #expect(events.contains { $0.kind == .app(.requestingAuthorization(StudyProfile.sleepStudy.sensors)) })
        #expect(events.last?.kind == .sensorKit(.sheetShown(sensors: StudyProfile.sleepStudy.sensors)))
        #expect(events.last?.text.hasPrefix("Research Sensor & Usage Data sheet: ") == true)
        #expect(events.allSatisfy { $0.time == sim.snapshot.now.timeIntervalSinceReferenceDate })
    }

    @Test func answeringASensorIsTheAnswerThenTheNextPage() {
        let sim = launched()
        #expect(sim.send(.press(.sheetNext)).map(\.kind) == [.participant(.sheetPage(from: .intro, to: .sensor(0)))])
        #expect(sim.send(.press(.sheetAllow)).map(\.kind) == [.participant(.answered(.ambientLightSensor, allowed: true)),
                                                              .participant(.sheetPage(from: .sensor(0), to: .sensor(1)))])
        // Denying a Required sensor raises the alert instead of turning the page.
        #expect(sim.send(.press(.sheetDeny)).map(\.kind) == [.participant(.answered(.accelerometer, allowed: false)),
                                                             .participant(.requiredAlertShown(.accelerometer))])
        #expect(sim.send(.escape).map(\.kind) == [.participant(.changedChoice(.accelerometer))])
    }

    @Test func focusAndScrollingCauseNoEvents() {
        let sim = launched()
        for action: Action in [.focusNext, .focusPrevious, .toggleHelp, .toggleHelp, .scrollLog(1), .faster, .togglePause] {
            #expect(sim.send(action).isEmpty, "\(action)")
        }
    }

    @Test func doneAuthorizesAndTheAppHearsIt() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        let events = sim.send(.press(.sheetDone))
        #expect(events.first?.kind == .participant(.closedSheet(.done)))
        let app = events.compactMap { if case .app(let e) = $0.kind { e } else { nil } }
        #expect(app.contains(.didChange(.accelerometer, .authorized)))
        #expect(app.contains(.authorizationCompleted))
        #expect(app.contains(.willStartRecording(.wristTemperature)))
        let system = events.compactMap { if case .sensorKit(let e) = $0.kind { e } else { nil } }
        #expect(system.contains(.statusChanged(sensor: .accelerometer, status: .authorized, source: .sheet)))
        #expect(system.contains(.recordingStarted(sensor: .accelerometer, holder: "org.example.sleepstudy")))
        // The status change comes before the app hears of it.
        let changed = events.firstIndex { $0.kind == .sensorKit(.statusChanged(sensor: .accelerometer, status: .authorized, source: .sheet)) }
        let heard = events.firstIndex { $0.kind == .app(.didChange(.accelerometer, .authorized)) }
        #expect(changed! < heard!)
    }

    @Test func aFetchReportsItsCounts() throws {
        let sim = launched()
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        let events = sim.send(.advance(2 * 86_400))
        let fetches = events.compactMap { if case .app(.fetchCompleted(let f)) = $0.kind { f } else { nil } }
        let accelerometer = try #require(fetches.last { $0.key == SensorOnDevice(.accelerometer, .iPhone) })
        #expect(accelerometer.results > 0 && accelerometer.samples > accelerometer.results)
    }

    @Test func aScriptFetchIsAnActionWithItsOutcomeAsAnEvent() throws {
        let sim = launched()
        let events = sim.send(.fetch(ScriptFetchRequest(sensor: .accelerometer, device: .iPhone, window: .last(3600))))
        guard case .scriptFetch(let record)? = events.last?.kind else { Issue.record("no fetch event"); return }
        #expect(record.errorCode == SRError.Code.noAuthorization.rawValue)
        #expect(record.key == SensorOnDevice(.accelerometer, .iPhone) && record.deviceModel == "iPhone")
        #expect(events.last?.isError == true)
    }

    @Test func theLogIsTheLoggedEventsInOrder() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetCancel))
        let logged = sim.journal.filter(\.isLogged).map(LogLine.init)
        #expect(sim.snapshot.log == logged)
        #expect(!sim.snapshot.log.contains { $0.source == .participant })
        #expect(sim.journal.contains { $0.kind == .participant(.closedSheet(.cancel)) })
    }

    /// A snapshot is a value: holding one keeps that moment while the simulation moves on.
    @Test func aSnapshotKeepsItsMoment() {
        let sim = launched()
        let before = sim.snapshot
        sim.send(.press(.sheetNext))
        #expect(before.foreground == .sheet(.intro))
        #expect(sim.snapshot.foreground == .sheet(.sensor(0)))
    }
}

/// Settings has a working switch only for a sensor the participant was asked about.
@Suite struct SettingsSwitchTests {
    @Test func aNeverAskedSensorCannotBeSwitchedOn() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.openStudySettings()
        // The page lists only the sensors the participant answered: this one has no switch.
        #expect(sim.snapshot.control(.settingsSensor(.accelerometer)) == nil)
        #expect(sim.send(.press(.settingsSensor(.accelerometer))).isEmpty)
        #expect(sim.snapshot.status(of: .accelerometer) == .notDetermined)
        // A script's direct change is refused the same way, and says why.
        let events = sim.send(.setSensor(.accelerometer, allowed: true))
        #expect(sim.snapshot.status(of: .accelerometer) == .notDetermined)
        #expect(events.map(\.text) == ["Settings: accelerometer has no switch: the participant was never asked about it"])
    }

    @Test func anAnsweredSensorSwitchesOffAndOn() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        let off = sim.send(.setSensor(.ambientLightSensor, allowed: false))
        #expect(off.first?.kind == .participant(.switchedSensor(.ambientLightSensor, on: false)))
        #expect(sim.snapshot.status(of: .ambientLightSensor) == .denied)
        sim.send(.setSensor(.ambientLightSensor, allowed: true))
        #expect(sim.snapshot.status(of: .ambientLightSensor) == .authorized)
    }

    /// The study app's Motion & Fitness switch while Fitness Tracking is off: the page draws it off and
    /// disabled, and a script's change is refused, for the one reason both read.
    @Test func theMotionSwitchIsDisabledWhileFitnessTrackingIsOff() {
        let sim = ConsentSimulation(profile: FocusTests.mobility)
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        sim.send(.press(.motionAllow))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenMotion))
        #expect(sim.snapshot.control(.settingsMotionApp)?.enabled == true)
        sim.send(.press(.settingsFitnessTracking))
        #expect(sim.snapshot.control(.settingsMotionApp)?.enabled == false)
        // It reads off (greyed), not a greyed "On": the app reads `restricted`, not its answer (FIDELITY.md).
        #expect(sim.snapshot.control(.settingsMotionApp)?.kind == .toggle(isOn: false))
        #expect(sim.send(.press(.settingsMotionApp)).isEmpty)
        let events = sim.send(.setMotion(false))
        #expect(events.map(\.text) == ["Settings: the study app's Motion & Fitness switch is disabled while Fitness Tracking is off"])
        sim.send(.setFitnessTracking(true))
        #expect(sim.snapshot.control(.settingsMotionApp)?.enabled == true)
        #expect(sim.snapshot.control(.settingsMotionApp)?.kind == .toggle(isOn: true))
        #expect(sim.snapshot.motionStatus == .authorized)
    }
}

/// The focus starts on the main button of whatever comes on top.
@Suite struct FocusTests {
    static let mobility = StudyProfile(
        appName: "Mobility Study", bundleIdentifier: "org.example.mobility", purpose: "p",
        sensors: [.accelerometer], entitled: [.accelerometer], motionUsageDescription: "Counts your steps.",
        usesMotionActivity: true)

    /// An app that asks for the sheet and Motion & Fitness at once: the alert waits under the
    /// sheet and must not move the sheet's focus (Enter used to open the privacy policy).
    @Test func theMotionAlertWaitingUnderTheSheetLeavesItsFocusAlone() {
        var options = SimulatedPhone.Options()
        options.behavior.motion = .atLaunch
        let sim = ConsentSimulation(profile: Self.mobility, options: options, privacyPolicyURL: "https://example.org/privacy")
        sim.send(.launch)
        #expect(sim.snapshot.foreground == .sheet(.intro))
        #expect(sim.snapshot.focusedControl == .sheetNext)
        sim.send(.activateFocused)
        #expect(sim.snapshot.foreground == .sheet(.sensor(0)))
        sim.send(.activateFocused)
        sim.send(.activateFocused)
        // The sheet is done; the alert comes up with OK focused.
        #expect(sim.snapshot.foreground == .motionAlert)
        #expect(sim.snapshot.focusedControl == .motionAllow)
    }

    @Test func theRequiredAlertFocusesChangeChoice() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetAllow))
        sim.send(.press(.sheetDeny))
        #expect(sim.snapshot.focusedControl == .alertChangeChoice)
        sim.send(.activateFocused)
        #expect(sim.snapshot.focusedControl == .sheetAllow)
    }

    /// The study's Settings page before any sensor was answered lists no switch (none was
    /// asked for), so the focus starts on the first control that destroys nothing.
    @Test func aNewPageFocusesItsFirstEnabledControl() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        sim.openStudySettings()
        let snapshot = sim.snapshot
        #expect(snapshot.foreground == .settings(.study))
        #expect(snapshot.controls.first?.id == .settingsDeleteUnshared)
        // Not Delete Unshared Data: Enter on a page just opened never deletes.
        #expect(snapshot.focusedControl == .settingsBack)
        #expect(snapshot.accepts(.activateFocused))
    }

    /// Back from a Settings page the focus is on the row that opened it. Before, Back from the
    /// study's page focused Sensor & Usage Data Collection, and the next Enter turned all research
    /// collection off.
    @Test func backInSettingsFocusesTheRowThatOpenedThePage() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        sim.openStudySettings()
        sim.send(.press(.settingsBack))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(sim.snapshot.focusedControl == .settingsOpenStudy)
        sim.send(.activateFocused)
        #expect(sim.snapshot.foreground == .settings(.study), "Enter opens the study's page again")
        #expect(sim.snapshot.collectionEnabled)
        sim.send(.press(.settingsBack)); sim.send(.press(.settingsBack))
        #expect(sim.snapshot.focusedControl == .settingsOpenResearch)
    }

    /// Once the sensors are answered their switches work, and the first one has the focus.
    @Test func aPageWhoseFirstControlWorksFocusesIt() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.openStudySettings()
        #expect(sim.snapshot.focusedControl == .settingsSensor(.ambientLightSensor))
    }
}

extension ConsentSimulation {
    /// Settings › Research Sensor & Usage Data › the study's page, as the participant reaches it.
    func openStudySettings() {
        send(.openSettings)
        send(.press(.settingsOpenResearch))
        send(.press(.settingsOpenStudy))
    }
}
