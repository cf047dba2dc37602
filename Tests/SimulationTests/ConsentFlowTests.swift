import Foundation
import Testing
import SensorKitSim
import CoreMotionSim
@testable import Simulation

/// Every consent path through the state machine, driven by the same actions keys produce.
@Suite struct ConsentFlowTests {
    func launched(_ profile: StudyProfile = .sleepStudy) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: profile)
        sim.send(.launch)
        return sim
    }

    /// The sleep study launched, its four sensors allowed on the sheet and Done pressed.
    func allAllowed() -> ConsentSimulation {
        let sim = launched()
        sim.send(.press(.sheetNext))
        for _ in 0..<4 { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        return sim
    }

    @Test func launchShowsTheSheetsOpeningPage() {
        let sim = launched()
        #expect(sim.snapshot.foreground == .sheet(.intro))
        #expect(sim.snapshot.controls.map(\.id) == [.sheetNext, .sheetCancel])
        sim.send(.press(.sheetNext))
        #expect(sim.snapshot.foreground == .sheet(.sensor(0)))
        #expect(sim.snapshot.sheet?.currentSensor == .ambientLightSensor)
    }

    @Test func allowEverything() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        for _ in StudyProfile.sleepStudy.sensors { sim.send(.press(.sheetAllow)) }
        #expect(sim.snapshot.foreground == .sheet(.review))
        sim.send(.press(.sheetDone))
        #expect(sim.snapshot.foreground == .home)
        for s in StudyProfile.sleepStudy.sensors { #expect(sim.snapshot.status(of: s) == .authorized) }
        #expect(sim.snapshot.isRecordingForApp(.accelerometer))
        #expect(sim.snapshot.log.contains { $0.text == "requestAuthorization completed" })
    }

    @Test func denyAnOptionalSensor() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetDeny))          // ambient light, optional
        #expect(sim.snapshot.foreground == .sheet(.sensor(1)))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        #expect(sim.snapshot.status(of: .ambientLightSensor) == .denied)
        #expect(sim.snapshot.status(of: .accelerometer) == .authorized)
    }

    @Test func denyRequiredThenChangeChoice() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetAllow))
        sim.send(.press(.sheetDeny))          // accelerometer, Required
        #expect(sim.snapshot.foreground == .requiredAlert(.accelerometer))
        #expect(sim.snapshot.controls.map(\.label) == ["Don’t Enroll in Study", "Change Choice"])
        sim.send(.press(.alertChangeChoice))
        #expect(sim.snapshot.foreground == .sheet(.sensor(1)))
        #expect(sim.snapshot.sheet?.answers[.accelerometer] == nil)
        sim.send(.press(.sheetAllow))
        #expect(sim.snapshot.foreground == .sheet(.sensor(2)))
    }

    @Test func denyRequiredThenDontEnroll() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetAllow))
        sim.send(.press(.sheetDeny))
        sim.send(.press(.alertDontEnroll))
        #expect(sim.snapshot.foreground == .home)
        for s in StudyProfile.sleepStudy.sensors { #expect(sim.snapshot.status(of: s) == .notDetermined) }
        #expect(sim.snapshot.log.contains { $0.isError && $0.text.contains("promptDeclined") })
        // The log names the button QA pressed, not a Cancel they never pressed.
        #expect(sim.snapshot.log.contains { $0.text.contains("Don’t Enroll in Study: the sheet closes as a cancel does → promptDeclined") })
        #expect(!sim.snapshot.log.contains { $0.text.contains("Sheet cancelled") })
    }

    @Test func cancelTheSheet() {
        let sim = launched()
        sim.send(.escape)                     // Esc on the opening page cancels
        #expect(sim.snapshot.foreground == .home)
        #expect(sim.snapshot.log.contains { $0.text.contains("requestAuthorization failed: promptDeclined (4)") })
    }

    @Test func keyboardFocusWalksTheSameFlow() {
        let sim = launched()
        sim.send(.activateFocused)            // Next
        sim.send(.focusNext)                  // Don't Allow
        sim.send(.activateFocused)
        #expect(sim.snapshot.sheet?.answers[.ambientLightSensor] == false)
        sim.send(.escape)                     // back to the ambient light page
        #expect(sim.snapshot.foreground == .sheet(.sensor(0)))
    }

    @Test func secondLaunchAsksNothing() {
        let sim = allAllowed()
        sim.send(.launch)
        #expect(sim.snapshot.foreground == .home)
        #expect(sim.snapshot.log.contains { $0.text == "All sensors already answered; not asking again" })
    }

    /// With Research Sensor & Usage Data collection off, a fresh install's app reads every sensor
    /// denied and does not ask; its log said "All sensors already answered", though nothing was.
    @Test func aFreshInstallWithCollectionOffDoesNotClaimItsSensorsWereAnswered() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        sim.send(.launch)
        #expect(sim.snapshot.sheet == nil)
        let texts = sim.snapshot.log.map(\.text)
        #expect(!texts.contains("All sensors already answered; not asking again"), "\(texts)")
        #expect(texts.contains("Every sensor reads denied (declined before, or Research Sensor & Usage Data collection is off); not asking"),
                "\(texts)")
    }

    @Test func revokeAndRegrantInSettings() {
        let sim = allAllowed()
        sim.send(.advance(2 * 86_400))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenResearch))
        sim.send(.press(.settingsOpenStudy))
        #expect(sim.snapshot.foreground == .settings(.study))
        sim.send(.press(.settingsSensor(.accelerometer)))
        #expect(sim.snapshot.status(of: .accelerometer) == .denied)
        #expect(sim.snapshot.controls.first { $0.id == .settingsSensor(.accelerometer) }?.kind == .toggle(isOn: false))
        sim.send(.fetchNow)
        #expect(sim.snapshot.log.contains { $0.text == "accelerometer didChange denied" })
        #expect(sim.snapshot.log.contains { $0.text == "accelerometer: not authorized, skipping fetch" })
        sim.send(.press(.settingsSensor(.accelerometer)))
        #expect(sim.snapshot.status(of: .accelerometer) == .authorized)
        #expect(sim.snapshot.log.last { $0.text.hasPrefix("accelerometer") }?.text == "accelerometer willStartRecording")
    }

    /// Delete Unshared Data on the study's page deletes what was recorded: the log names the
    /// sensors whose data went, not ambient light, denied on the sheet and never recorded.
    @Test func deleteUnsharedDataLogsOnlySensorsWithData() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetDeny))
        for _ in 0..<3 { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(3 * 3600))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        sim.send(.press(.settingsDeleteUnshared))
        sim.send(.press(.deleteUnsharedConfirm))
        let deleted = sim.snapshot.log.map(\.text).filter { $0.hasSuffix("collected data deleted in Settings (unshared)") }
        #expect(deleted.contains("\(SRSensor.accelerometer): collected data deleted in Settings (unshared)"))
        #expect(!deleted.contains { $0.hasPrefix("\(SRSensor.ambientLightSensor):") }, "\(deleted)")
    }

    /// iOS asks before it deletes ("Please confirm that you want to delete all unshared data.",
    /// Delete All Unshared Data, Cancel). Before, one press of Delete Unshared Data deleted at
    /// once, and Enter on it could not be taken back.
    @Test func deleteUnsharedDataAsksToConfirmAndCancelKeepsTheData() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        for _ in 0..<4 { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(3 * 3600))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        let deletions = { sim.snapshot.log.filter { $0.text.hasSuffix("collected data deleted in Settings (unshared)") }.count }
        sim.send(.press(.settingsDeleteUnshared))
        #expect(sim.snapshot.foreground == .deleteConfirmation)
        #expect(sim.snapshot.controls.map(\.label) == ["Delete All Unshared Data", "Cancel"])
        #expect(sim.snapshot.focusedControl == .deleteUnsharedCancel, "Enter on the confirmation must keep the data")
        #expect(deletions() == 0)
        sim.send(.press(.deleteUnsharedCancel))
        #expect(sim.snapshot.foreground == .settings(.study))
        #expect(sim.snapshot.focusedControl == .settingsDeleteUnshared, "back where it was, not on the first switch")
        sim.send(.press(.settingsDeleteUnshared))
        sim.send(.escape)
        #expect(sim.snapshot.foreground == .settings(.study))
        #expect(deletions() == 0)
        sim.send(.press(.settingsDeleteUnshared))
        sim.send(.press(.deleteUnsharedConfirm))
        #expect(sim.snapshot.foreground == .settings(.study))
        #expect(deletions() > 0)
    }

    /// With nothing stored (every sensor denied), the confirmed deletion deletes nothing, and the
    /// log says so. Before, the press left no trace anywhere on screen.
    @Test func deleteUnsharedDataWithNothingStoredSaysNothingWasDeleted() {
        let sim = ConsentSimulation(profile: StudyProfile(appName: "Light", bundleIdentifier: "org.example.l", purpose: "p",
                                                          sensors: [.ambientLightSensor, .visits], entitled: [.ambientLightSensor, .visits]))
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetDeny)); sim.send(.press(.sheetDeny)); sim.send(.press(.sheetDone))
        sim.send(.advance(3600))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        sim.send(.press(.settingsDeleteUnshared))
        #expect(sim.snapshot.foreground == .deleteConfirmation)
        sim.send(.press(.deleteUnsharedConfirm))
        #expect(sim.snapshot.log.last?.text == "Delete Unshared Data in Settings: nothing was deleted, nothing recorded in the holding period "
                + "is stored for \(SRSensor.ambientLightSensor), \(SRSensor.visits)")
    }

    @Test func motionAllowDenyAndFitnessTracking() {
        let mobility = StudyProfile(appName: "Mobility", bundleIdentifier: "org.example.m", purpose: "p",
                                    sensors: [.accelerometer], entitled: [.accelerometer],
                                    motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let sim = launched(mobility)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        #expect(sim.snapshot.foreground == .motionAlert)
        #expect(sim.snapshot.motionAlert?.title == "“Mobility” would like to access your Motion & Fitness activity.")
        sim.send(.press(.motionDeny))
        #expect(sim.snapshot.motionStatus == .denied)
        #expect(sim.snapshot.log.contains { $0.isError && $0.text.contains("CMErrorDomain 105") })
        // Granting later in Settings relaunches the app.
        sim.send(.openSettings); sim.send(.press(.settingsOpenMotion))
        sim.send(.press(.settingsMotionApp))
        #expect(sim.snapshot.launches == 2)
        sim.send(.press(.settingsFitnessTracking))
        #expect(sim.snapshot.motionStatus == .restricted)

        let allowing = launched(mobility)
        allowing.send(.press(.sheetNext)); allowing.send(.press(.sheetAllow)); allowing.send(.press(.sheetDone))
        allowing.send(.press(.motionAllow))
        #expect(allowing.snapshot.motionStatus == .authorized)
        #expect(allowing.snapshot.log.contains { $0.text.hasPrefix("queryActivity: ") })
    }

    /// Allowing Motion & Fitness in Settings relaunches the app; a participant who had cancelled
    /// the sheet then saw the new process's sheet replace the Settings page under their finger.
    /// The relaunched app is in the background: its sheet waits until they leave Settings, and
    /// opening the app (r, a launch step) brings it to the front, Settings closed.
    @Test func aSheetAskedForWhileInSettingsWaitsUntilSettingsCloses() {
        let mobility = StudyProfile(appName: "Mobility", bundleIdentifier: "org.example.m", purpose: "p",
                                    sensors: [.accelerometer], entitled: [.accelerometer],
                                    motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let sim = launched(mobility)
        sim.send(.press(.sheetCancel))
        #expect(sim.snapshot.foreground == .motionAlert)
        sim.send(.press(.motionDeny))
        sim.send(.openSettings); sim.send(.press(.settingsOpenMotion))
        sim.send(.press(.settingsMotionApp))
        #expect(sim.snapshot.launches == 2)
        #expect(sim.snapshot.foreground == .settings(.motion))
        #expect(sim.snapshot.controls.contains { $0.id == .settingsMotionApp })
        sim.send(.press(.settingsBack))
        #expect(sim.snapshot.foreground == .settings(.privacy))
        sim.send(.press(.settingsBack))
        #expect(sim.snapshot.foreground == .sheet(.intro))
        #expect(sim.snapshot.focusedControl == .sheetNext)

        // Relaunching from Settings opens the app, whose sheet is then in front.
        sim.send(.press(.sheetCancel))
        sim.send(.openSettings)
        sim.send(.launch)
        #expect(sim.snapshot.foreground == .sheet(.intro))
        #expect(sim.snapshot.launches == 3)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        #expect(sim.snapshot.foreground == .home)
    }

    /// A sheet waiting behind Settings is part of the state the dossier's exploration keys on:
    /// Settings › Motion & Fitness with the app allowed looked the same whether a sheet waited
    /// (allowed there, the app relaunched) or not (allowed on the alert), so the exploration
    /// merged them and said Close Settings led home where the phone shows the sheet.
    @Test func aSheetWaitingBehindSettingsIsADifferentExplorationState() {
        let mobility = StudyProfile(appName: "Mobility", bundleIdentifier: "org.example.m", purpose: "p",
                                    sensors: [.accelerometer], entitled: [.accelerometer],
                                    motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let onTheAlert = launched(mobility)
        onTheAlert.send(.press(.sheetCancel)); onTheAlert.send(.press(.motionAllow))
        onTheAlert.send(.openSettings); onTheAlert.send(.press(.settingsOpenMotion))
        let inSettings = launched(mobility)
        inSettings.send(.press(.sheetCancel)); inSettings.send(.press(.motionDeny))
        inSettings.send(.openSettings); inSettings.send(.press(.settingsOpenMotion)); inSettings.send(.press(.settingsMotionApp))
        let a = onTheAlert.snapshot, b = inSettings.snapshot
        #expect(ScreenKey(a) == ScreenKey(b), "the two look alike")
        #expect(!a.promptWaiting && b.promptWaiting)
        #expect(ExplorationState(a, key: ScreenKey(a), inFull: true) != ExplorationState(b, key: ScreenKey(b), inFull: true))
    }

    /// An app that asks SensorKit for nothing (ORKCatalog, Motion & Fitness only) is no study:
    /// Research Sensor & Usage Data lists no study for it, where it used to list the app with
    /// an empty DATA page and a Delete Unshared Data button. Motion & Fitness lists it once asked.
    @Test func anAppWithoutSensorKitIsNotListedAsAStudy() {
        let walk = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.walk", purpose: "", sensors: [], entitled: [],
                                motionUsageDescription: "Counts steps.", usesMotionActivity: true)
        let sim = launched(walk)
        sim.send(.press(.motionAllow))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenResearch))
        #expect(sim.snapshot.foreground == .settings(.research))
        #expect(sim.snapshot.controls.map(\.id) == [.settingsCollection, .settingsBack])
        #expect(!sim.snapshot.settingsRows.contains(.header(sim.snapshot.text.studiesHeader)))
        #expect(!sim.accepts(.press(.settingsOpenStudy)))
        sim.send(.press(.settingsBack))
        sim.send(.press(.settingsOpenMotion))
        #expect(sim.snapshot.controls.contains { $0.id == .settingsMotionApp && $0.label == "Walk" })
    }

    @Test func missingMotionUsageDescriptionShowsTheCrash() {
        let broken = StudyProfile(appName: "Broken", bundleIdentifier: "org.example.b", purpose: "p", sensors: [],
                                  entitled: [], motionUsageDescription: nil, usesMotionActivity: true)
        let sim = launched(broken)
        #expect(sim.snapshot.foreground == .crashed)
        #expect(sim.snapshot.crashReason?.contains("NSMotionUsageDescription") == true)
    }

    @Test func clockSpeedPauseAndJumps() {
        let sim = launched()
        let t0 = sim.snapshot.now
        sim.send(.tick(realSeconds: 1))
        #expect(sim.snapshot.now.timeIntervalSince(t0) == 60)
        sim.send(.togglePause)
        sim.send(.tick(realSeconds: 10))
        #expect(sim.snapshot.now.timeIntervalSince(t0) == 60)
        sim.send(.faster)
        #expect(sim.snapshot.speed == 600)
        sim.send(.advance(3600))
        #expect(sim.snapshot.now.timeIntervalSince(t0) == 3660)
    }

    @Test func dashboardShowsFetchedResultsAfterTwoDays() {
        let sim = allAllowed()
        sim.send(.advance(2 * 86_400))
        let rows = sim.snapshot.dashboard.rows ?? []
        let accel = rows.first { $0.sensor == .accelerometer && $0.device == .iPhone }
        #expect(accel?.recording == true)
        #expect((accel?.lastFetch?.results ?? 0) > 0)
        #expect(!(accel?.values.isEmpty ?? true))
        #expect((accel?.held ?? 0) > 0 && (accel?.samples ?? 0) > (accel?.held ?? 0))
        #expect(rows.contains { $0.sensor == .wristTemperature && $0.device == .appleWatch })
    }

    /// Relaunching the app (`r`) with its sheet up ends the process that asked: the sheet closes
    /// with it, unanswered, and the new process's request shows a sheet of its own, where the old
    /// sheet stayed and the new request was refused as busy (promptDeclined).
    @Test func relaunchingWithTheSheetUpClosesItAndAsksAfresh() {
        let sim = launched()
        sim.send(.press(.sheetNext))
        #expect(sim.snapshot.foreground == .sheet(.sensor(0)))
        let before = sim.journal.count
        sim.send(.launch)
        let after = sim.journal[before...].map(\.text)
        #expect(after.contains { $0.contains("The sheet closed with the app's process, unanswered") }, "\(after)")
        #expect(!after.contains { $0.contains("promptDeclined") }, "\(after)")
        #expect(sim.snapshot.foreground == .sheet(.intro), "the new process's sheet, from its first page")
        sim.send(.press(.sheetNext))
        for _ in 0..<4 { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        #expect(sim.snapshot.foreground != .sheet(.intro))
        #expect(sim.phone.sensorKit.status(of: .accelerometer) == .authorized)
    }

    /// A reset does something on every screen, as the simulation and its snapshot both answer
    /// (the reducer's one decider says so, for the key map and the scenario steps alike).
    @Test func aResetIsAcceptedOnEveryScreen() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        for action in [Action.launch, .toggleHelp, .toggleHelp, .openSettings] {
            #expect(sim.accepts(.reset) && sim.snapshot.accepts(.reset), "\(sim.snapshot.foreground)")
            sim.send(action)
        }
        #expect(sim.accepts(.reset) && sim.snapshot.accepts(.reset))
    }

    /// Tapping the app's icon opens it; on a running app it does nothing (iOS brings it to the
    /// front), where `launch` ends the process and starts it again.
    @Test func openingARunningAppDoesNothingLaunchingRelaunchesIt() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        #expect(sim.accepts(.openApp))
        sim.send(.openApp)
        #expect(sim.snapshot.appRunning && sim.snapshot.launches == 1)
        #expect(!sim.accepts(.openApp))
        sim.send(.openApp)
        #expect(sim.snapshot.launches == 1)
        sim.send(.launch)
        #expect(sim.snapshot.launches == 2)
    }

    /// Without a Watch the sheet still asks about the Watch-only sensors: their answers keep a
    /// row each, which says no Watch records them, where they had no row at all.
    @Test func withoutAWatchTheWatchOnlySensorsKeepARowWithTheirAnswer() {
        var options = SimulatedPhone.Options()
        options.watchPaired = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        let pages = sim.snapshot.sheet?.sensors ?? []
        #expect(pages.contains(.wristTemperature))
        for sensor in pages { sim.send(.press(sensor == .wristTemperature ? .sheetDeny : .sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(86_400))
        let rows = sim.snapshot(countingRows: true).dashboard.rows ?? []
        #expect(!rows.contains { $0.device == .appleWatch && $0.devicePaired })
        let wrist = rows.filter { $0.sensor == .wristTemperature }
        #expect(wrist.count == 1 && wrist.first?.status == .denied && wrist.first?.devicePaired == false)
        let onWrist = rows.first { $0.sensor == .onWristState }
        #expect(onWrist?.status == .authorized && onWrist?.devicePaired == false && onWrist?.recording == false && onWrist?.samples == 0)
        #expect(rows.map(\.sensor) == SensorCatalog.ordered(pages), "one row each, in the sheet's order")
    }

    /// Unpaired mid-study, the Watch's data stays fetchable for the look-back: its rows keep
    /// their counts, though no Watch records now, for a Watch-only sensor and for one both
    /// devices record (whose Watch row used to vanish while its data stayed fetchable).
    @Test func aWatchUnpairedMidStudyKeepsItsCountsInTheRow() {
        let sim = allAllowed()
        sim.send(.advance(3 * 86_400))
        sim.send(.setWatchPaired(false))
        let rows = sim.snapshot(countingRows: true).dashboard.rows ?? []
        let wrist = rows.filter { $0.sensor == .wristTemperature }
        #expect(wrist.count == 1 && wrist.first?.devicePaired == false)
        #expect((wrist.first?.samples ?? 0) > 0, "recorded while paired, still in the store")
        let watchAccelerometer = rows.filter { $0.sensor == .accelerometer && $0.device == .appleWatch }
        #expect(watchAccelerometer.count == 1)
        #expect(watchAccelerometer.first?.devicePaired == false && watchAccelerometer.first?.recording == false)
        #expect((watchAccelerometer.first?.samples ?? 0) > 0)
        #expect(rows.contains { $0.sensor == .accelerometer && $0.device == .iPhone && $0.devicePaired && $0.recording })
    }

    /// A Watch unpaired before anything was recorded leaves no Watch row for a sensor the
    /// iPhone records too: the iPhone's row is the sensor's answer.
    @Test func noWatchRowForASensorTheIPhoneRecordsWhenTheWatchNeverRecorded() {
        var options = SimulatedPhone.Options()
        options.watchPaired = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(86_400))
        let rows = sim.snapshot(countingRows: true).dashboard.rows ?? []
        #expect(rows.filter { $0.sensor == .accelerometer }.map(\.device) == [.iPhone])
    }
}
