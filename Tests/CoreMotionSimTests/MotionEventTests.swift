import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

private func details(_ d: MotionDevice) -> [MotionEvent] {
    d.runtime.events.compactMap { $0.detail as? MotionEvent }
}

@Test func motionSettingsJourneyIsLoggedAsTypedEventsWithTheirLines() {
    let d = MotionDevice()
    d.prompter.autoAnswer = .denied
    d.query(d.ago(hour), d.now)
    d.runtime.runUntilIdle()
    d.manager.startActivityUpdates(to: OperationQueue()) { _ in }
    d.daemon.setAuthorization(.restricted)
    d.daemon.setFitnessTracking(false)
    d.daemon.setFitnessTracking(true)
    d.daemon.setAuthorization(.authorized)

    let relaunch = "Motion & Fitness permission changed in Settings: the app is relaunched"
    #expect(details(d) == [
        .alertShown(title: "“Trips” would like to access your Motion & Fitness activity."),
        .statusChangedByAlert(appName: "Trips", status: .denied),
        .updatesFailed(code: CMErrorMotionActivityNotAuthorized),
        .restrictedIgnored,
        .fitnessTrackingSwitched(on: false),
        .fitnessTrackingSwitched(on: true),
        .statusChangedInSettings(appName: "Trips", old: .denied, new: .authorized),
        .relaunched(message: relaunch, bySystem: true),
    ])
    #expect(d.runtime.events.map(\.message) == [
        "“Trips” would like to access your Motion & Fitness activity.",
        "Motion & Fitness for “Trips” → denied (alert)",
        "startActivityUpdates failed with CMErrorDomain 105 (MotionActivityNotAuthorized): the update handler is never called",
        "Motion & Fitness: restricted is not a per-app setting; ignored",
        "Motion & Fitness: Fitness Tracking off",
        "Motion & Fitness: Fitness Tracking on",
        "Motion & Fitness for “Trips”: denied → authorized (Settings)",
        relaunch,
    ])
    #expect(d.runtime.events.map(\.kind) == [.prompt, .authorization, .note, .note, .settings, .settings, .settings, .relaunch])
}

@Test func aCrashedAppIsLoggedAsCrashedIgnoredAndRelaunched() {
    let d = MotionDevice(usage: nil)
    d.query(d.ago(hour), d.now)
    d.query(d.ago(hour), d.now)
    d.daemon.relaunchApp()
    #expect(details(d) == [
        .crashed(reason: MotionDaemon.missingUsageDescriptionReason),
        .callIgnoredAfterCrash(call: "queryActivityStarting", appName: "Trips"),
        .relaunched(message: "The study app was launched again after its crash", bySystem: false),
    ])
    #expect(d.runtime.events.dropFirst().map(\.message) == [
        "queryActivityStarting ignored: “Trips” has crashed and is not running",
        "The study app was launched again after its crash",
    ])
    #expect(d.runtime.events.map(\.kind) == [.crash, .note, .relaunch])
}

@Test func anAlertNoOneCanShowIsLogged() {
    let d = MotionDevice(prompter: false)
    d.query(d.ago(hour), d.now)
    #expect(details(d) == [.alertUnpresentable(call: "queryActivityStarting")])
    #expect(d.runtime.events.map(\.message) == [
        "No one could show the Motion & Fitness alert: status stays notDetermined, "
            + "queryActivityStarting fails with CMErrorDomain 105 (MotionActivityNotAuthorized)",
    ])
}
