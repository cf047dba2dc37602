import Foundation
import Testing
import SimCore
import SensorKitSim
import CoreMotionSim
@testable import Simulation

/// What the phone's iOS version changes on screen, and the system texts fixed against Apple's.
@Suite struct PhoneOSVersionTests {
    static let mobility = StudyProfile(appName: "Mobility", bundleIdentifier: "org.example.m", purpose: "p",
                                       sensors: [.accelerometer], entitled: [.accelerometer],
                                       motionUsageDescription: "Counts steps.", usesMotionActivity: true)

    /// The phone at the Motion & Fitness alert, on `os`, in `language`.
    func atTheMotionAlert(os: OSVersion = .current, language: String? = nil) -> ConsentSimulation {
        var options = SimulatedPhone.Options()
        options.osVersion = os
        let sim = ConsentSimulation(profile: Self.mobility, options: options, language: language)
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        return sim
    }

    func buttons(_ sim: ConsentSimulation) -> [String] { sim.snapshot.controls.map(\.label) }

    /// Relaunching the app with its Motion & Fitness alert up ends the process that asked: the
    /// alert goes with it, and the new process's query shows one of its own.
    @Test func relaunchingWithTheMotionAlertUpAsksAfresh() {
        let sim = atTheMotionAlert()
        #expect(sim.snapshot.motionAlert != nil)
        let shown = sim.phone.motion.pendingPrompt
        sim.send(.launch)
        #expect(shown?.isFinished == true, "the old process's alert is gone")
        #expect(sim.phone.motion.pendingPrompt !== shown && sim.snapshot.motionAlert != nil, "the new process asks again")
        sim.send(.press(.motionAllow))
        #expect(CMAuthorizationStatus.authorized == sim.phone.motion.status)
    }

    @Test func currentIOSAsksInASentenceWithAllow() {
        let sim = atTheMotionAlert()
        #expect(sim.snapshot.motionAlert?.title == "“Mobility” would like to access your Motion & Fitness activity.")
        #expect(buttons(sim) == ["Don’t Allow", "Allow"])
    }

    @Test func iOS17AsksInTitleCaseWithOK() {
        let sim = atTheMotionAlert(os: OSVersion(17, 4))
        #expect(sim.snapshot.motionAlert?.title == "“Mobility” Would Like to Access Your Motion & Fitness Activity")
        #expect(buttons(sim) == ["Don’t Allow", "OK"])
    }

    /// The log names the button the participant tapped as the phone showed it: Allow on
    /// current iOS (it said OK, a button that phone does not have), OK before iOS 18.
    @Test func theLogNamesTheMotionButtonThePhoneShowed() {
        for (os, allow) in [(OSVersion.current, "Allow"), (OSVersion(17, 4), "OK")] {
            let sim = atTheMotionAlert(os: os)
            sim.send(.press(.motionAllow))
            #expect(sim.journal.contains { $0.text == "Motion & Fitness alert: \(allow)" }, "iOS \(os)")
            let denied = atTheMotionAlert(os: os)
            denied.send(.press(.motionDeny))
            #expect(denied.journal.contains { $0.text == "Motion & Fitness alert: Don’t Allow" }, "iOS \(os)")
        }
    }

    /// Settings lists the study's sensors in the order the sheet asked about them (SensorKit's
    /// catalog order), not in the order the app's Info.plist happens to list them.
    @Test func settingsListsTheSensorsInTheSheetsOrder() {
        let profile = StudyProfile(appName: "Order", bundleIdentifier: "org.example.o", purpose: "p",
                                   sensors: [.visits, .rotationRate, .ambientLightSensor, .accelerometer],
                                   entitled: [.visits, .rotationRate, .ambientLightSensor, .accelerometer])
        let sim = ConsentSimulation(profile: profile, options: SimulatedPhone.Options())
        sim.send(.launch)
        let sheet = sim.snapshot.sheet?.sensors ?? []
        #expect(sheet.count == 4 && sheet != profile.sensors)
        sim.send(.press(.sheetNext))
        for _ in sheet { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        let listed = sim.snapshot.settingsRows.compactMap { row -> SRSensor? in
            if case .control(.settingsSensor(let s)) = row { s } else { nil }
        }
        #expect(listed == sheet)
        // Down walks the switches as the page lists them, and the dashboard lists them so too.
        let focusOrder = sim.snapshot.controls.compactMap { control -> SRSensor? in
            if case .settingsSensor(let s) = control.id { s } else { nil }
        }
        #expect(focusOrder == sheet)
        var dashboard: [SRSensor] = []
        for row in sim.snapshot(countingRows: true).dashboard.rows ?? [] where !dashboard.contains(row.sensor) { dashboard.append(row.sensor) }
        #expect(dashboard == sheet)
    }

    /// Apple's own titles and buttons (AutoMate's MotionAlert.json and SystemAlertAllow.json).
    @Test(arguments: [
        ("de", "„Mobility“ möchte auf deine Bewegungs- und Fitnessdaten zugreifen", ["Nicht erlauben", "OK"]),
        ("es", "“Mobility” quiere acceder a tu actividad física y deportiva", ["No permitir", "OK"]),
        ("fr", "«\u{a0}Mobility\u{a0}» souhaite accéder à vos mouvements et à votre activité physique.", ["Refuser", "OK"]),
    ])
    func theTranslatedAlertIsApplesOwn(_ language: String, _ title: String, _ oldButtons: [String]) {
        let old = atTheMotionAlert(os: OSVersion(17), language: language)
        #expect(old.snapshot.motionAlert?.title == title)
        #expect(buttons(old) == oldButtons)
        let current = atTheMotionAlert(language: language)
        #expect(current.snapshot.motionAlert?.title == title)
        #expect(buttons(current).first == oldButtons.first && buttons(current).last != "OK")
    }

    @Test func revokingMotionAndFitnessInSettingsRelaunchesTheApp() {
        let sim = atTheMotionAlert()
        sim.send(.press(.motionAllow))
        #expect(sim.snapshot.motionStatus == .authorized && sim.snapshot.launches == 1)
        sim.send(.openSettings); sim.send(.press(.settingsOpenMotion))
        sim.send(.press(.settingsMotionApp))
        #expect(sim.snapshot.motionStatus == .denied)
        #expect(sim.snapshot.launches == 2, "iOS quits the app when its permission is revoked, and it comes back")
    }

    /// A heart study asking for the heart rate and the ECG (iOS 17.4 brought the ECG), on `os`.
    private static func cardio(on os: OSVersion) -> ConsentSimulation {
        let cardio = StudyProfile(appName: "Cardio", bundleIdentifier: "org.example.c", purpose: "p",
                                  sensors: [.heartRate, .electrocardiogram], entitled: [.heartRate, .electrocardiogram])
        var options = SimulatedPhone.Options()
        options.osVersion = os
        return ConsentSimulation(profile: cardio, options: options)
    }

    @Test func aSensorTheOSLacksHasNoPage() {
        let old = Self.cardio(on: OSVersion(17))
        old.send(.launch)
        #expect(old.snapshot.sheet?.sensors == [.heartRate])
        let current = Self.cardio(on: .current)
        current.send(.launch)
        #expect(current.snapshot.sheet?.sensors == [.heartRate, .electrocardiogram])
    }

    /// The study's Settings page lists the sensors the participant answered, as Motion & Fitness
    /// lists only apps that asked: the ECG on iOS 17.0 (which has none) was never asked about and
    /// has no row; before, it read as a disabled Off switch among the answered ones.
    @Test func settingsListsOnlyTheSensorsTheParticipantWasAskedAbout() {
        let sim = Self.cardio(on: OSVersion(17))
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetDeny)); sim.send(.press(.sheetDone))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        let listed = sim.snapshot.settingsRows.compactMap { row -> SRSensor? in
            if case .control(.settingsSensor(let s)) = row { s } else { nil }
        }
        #expect(listed == [.heartRate])
        #expect(sim.snapshot.control(.settingsSensor(.electrocardiogram)) == nil)
        #expect(sim.snapshot.control(.settingsSensor(.heartRate))?.enabled == true)
    }

    /// A cancelled sheet stores no answer: the study's page lists no sensor and says so, rather
    /// than a column of switches that cannot be pressed.
    @Test func theStudysSettingsPageSaysWhenNothingWasAnswered() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        #expect(!sim.snapshot.controls.contains { if case .settingsSensor = $0.id { true } else { false } })
        #expect(sim.snapshot.settingsRows.contains(.note("No data has been allowed or denied yet.")))
        #expect(sim.snapshot.focusedControl == .settingsBack, "Enter on arrival must not delete data")
        sim.send(.press(.settingsDeleteUnshared))
        #expect(sim.snapshot.foreground == .deleteConfirmation, "iOS asks to confirm whatever is stored")
        sim.send(.press(.deleteUnsharedConfirm))
        #expect(sim.journal.contains { $0.text.contains("nothing to delete") }, "the transcript says why nothing was deleted")
        #expect(sim.snapshot.log.last?.text == "Delete Unshared Data in Settings: nothing was deleted, no sensor of the study was allowed or denied",
                "the log on screen says so too")
    }

    /// A study whose version 2 drops Visits, which version 1 requests.
    static let walkV1 = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.w", purpose: "p",
                                     sensors: [.accelerometer, .visits], entitled: [.accelerometer, .visits])
    static let walkV2 = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.w", purpose: "p",
                                     sensors: [.accelerometer], entitled: [.accelerometer])

    /// Launches the app and allows both of version 1's sensors on its sheet.
    static func allowEverySensor(_ sim: ConsentSimulation) {
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
    }

    /// An update that drops a sensor keeps its answer and its data (FIDELITY.md), so the study's
    /// Settings page still lists it: the participant can still switch it off and delete its data.
    /// Before, Visits, allowed on version 1, vanished from the page on version 2 while it stayed
    /// authorized, and Delete Unshared Data left its data alone.
    @Test func aSensorAnUpdateDroppedStaysOnTheStudysSettingsPage() {
        let sim = ConsentSimulation(profile: Self.walkV1)
        Self.allowEverySensor(sim)
        sim.send(.advance(3 * 3600))
        sim.send(.update(AppVersion(profile: Self.walkV2, version: "2.0")))
        #expect(sim.snapshot.status(of: .visits) == .authorized)
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        #expect(sim.snapshot.control(.settingsSensor(.visits))?.enabled == true)
        sim.send(.press(.settingsDeleteUnshared)); sim.send(.press(.deleteUnsharedConfirm))
        #expect(sim.snapshot.log.contains { $0.text == "\(SRSensor.visits): collected data deleted in Settings (unshared)" })
        sim.send(.press(.settingsSensor(.visits)))
        #expect(sim.snapshot.status(of: .visits) == .denied)
    }

    /// The dashboard lists what the study's Settings page lists: a sensor an update dropped keeps
    /// its answer, stake and data, so its row stays with its status and stored samples. Before,
    /// Visits' row vanished at the update while Settings still offered its switch and deletion.
    @Test func aSensorAnUpdateDroppedKeepsItsDashboardRow() {
        let sim = ConsentSimulation(profile: Self.walkV1)
        Self.allowEverySensor(sim)
        sim.send(.advance(2 * 86_400))
        let before = sim.snapshot(countingRows: true).dashboard.rows?.first { $0.sensor == .visits }
        sim.send(.update(AppVersion(profile: Self.walkV2, version: "2.0")))
        let after = sim.snapshot(countingRows: true).dashboard.rows?.first { $0.sensor == .visits }
        #expect(after != nil, "Visits' data is kept, so its row stays")
        #expect(after?.status == .authorized)
        #expect((after?.samples ?? 0) > 0 && after?.samples == before?.samples)
        // A sensor never answered and not requested gets no row.
        #expect(sim.snapshot(countingRows: true).dashboard.rows?.contains { $0.sensor == .ambientLightSensor } == false)
    }

    /// An update installed while Settings is open launches the new version in front, as the
    /// participant opens it: its sheet for the added sensor shows. Before, the log said the
    /// sheet was shown while the phone kept showing the study's Settings page.
    @Test func anUpdateFromSettingsBringsTheNewVersionsSheetToTheFront() {
        let v1 = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.w", purpose: "p",
                              sensors: [.accelerometer], entitled: [.accelerometer])
        let v2 = StudyProfile(appName: "Walk", bundleIdentifier: "org.example.w", purpose: "p",
                              sensors: [.accelerometer, .phoneUsageReport], entitled: [.accelerometer, .phoneUsageReport])
        let sim = ConsentSimulation(profile: v1)
        sim.send(.launch)
        sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDone))
        sim.send(.openSettings); sim.send(.press(.settingsOpenResearch)); sim.send(.press(.settingsOpenStudy))
        sim.send(.update(AppVersion(profile: v2, version: "2.0")))
        #expect(sim.snapshot.foreground == .sheet(.intro))
        #expect(sim.snapshot.sheet?.sensors == [.phoneUsageReport])
    }

    @Test func aSensorOnBothDevicesNamesThemWithAnAmpersand() {
        #expect(SystemText.for("en").devices(of: .accelerometer) == "iPhone & Apple Watch")
        #expect(SystemText.for("en").devices(of: .visits) == "iPhone")
        #expect(SystemText.for("en").devices(of: .heartRate) == "Apple Watch Only")
    }
}
