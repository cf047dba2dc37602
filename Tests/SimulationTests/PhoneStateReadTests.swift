import Testing
import SensorKitSim
@testable import Simulation

/// The phone's state keeps the sensors' answers from its last read while the daemon's did not
/// change (`SensorKitDaemon.authorizationChanges`): after every action of a walk through the
/// sheet, Settings, the collection switch, a relaunch, an update and a reset, what the screens
/// read is what the daemon answers now.
@Suite struct PhoneStateReadTests {
    static func fresh(_ sim: ConsentSimulation) -> (statuses: [SRSensor: SRAuthorizationStatus], recording: Set<SRSensor>) {
        let sk = sim.phone.sensorKit
        let sensors = SensorCatalog.all.map(\.sensor)
        return (Dictionary(uniqueKeysWithValues: sensors.map { ($0, sk.status(of: $0)) }),
                Set(sensors.filter { sk.isRecording($0) && sk.appHasStake(in: $0) }))
    }

    @Test func theScreensReadWhatTheDaemonAnswersAfterEveryAction() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        let walk: [Action] = [
            .launch, .press(.sheetNext), .press(.sheetAllow), .press(.sheetAllow), .press(.sheetAllow), .press(.sheetAllow),
            .press(.sheetDone), .advance(3600), .openSettings, .press(.settingsOpenResearch), .press(.settingsOpenStudy),
            .press(.settingsSensor(.accelerometer)), .press(.settingsSensor(.ambientLightSensor)), .press(.settingsBack),
            .press(.settingsCollection), .press(.collectionOffTurnOff), .press(.settingsCollection), .closeSettings, .launch, .fetchNow, .advance(86_400), .reset,
            .launch, .press(.sheetNext), .press(.sheetAllow),
        ]
        var changed = 0
        var before = Self.fresh(sim)
        for action in walk {
            sim.send(action)
            let now = Self.fresh(sim), shown = sim.snapshot.phone
            #expect(shown.statuses == now.statuses, "after \(action)")
            #expect(shown.recordingForApp == now.recording, "after \(action)")
            if now.statuses != before.statuses || now.recording != before.recording { changed += 1 }
            before = now
        }
        // The walk changed the answers many times, so a kept read that went stale would show.
        #expect(changed >= 6)
    }
}
