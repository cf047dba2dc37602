import Foundation
import Testing
import SimCore
@testable import SensorKitSim

@Suite struct SensorAvailabilityTests {
    @Test func everyCataloguedSensorHasTheVersionThatIntroducedIt() throws {
        for info in SensorCatalog.all {
            #expect(SensorAvailability.minimumOS(for: info.sensor) != nil, "\(info.sensor): introduced \(info.introduced)")
        }
        #expect(SensorAvailability.minimumOS(for: .electrocardiogram) == OSVersion(17, 4))
        #expect(SensorAvailability.minimumOS(for: .heartRate) == OSVersion(17))
        #expect(SensorAvailability.minimumOS(for: .sleepSessions) == OSVersion(26))
        #expect(SensorAvailability.minimumOS(for: .headphoneMotion) == OSVersion(27))
        #expect(SensorAvailability.minimumOS(for: try #require(SRSensor.accelerometer.deletionRecords)) == OSVersion(14))
    }

    @Test func aSensorTheOSLacksGetsNoPageAndStaysUndetermined() {
        let phone = Phone(entitled: [.accelerometer, .electrocardiogram, .photoplethysmogram])
        phone.runtime.osVersion = OSVersion(17)
        phone.prompter.answer = { p in .answered(Dictionary(uniqueKeysWithValues: p.sensors.map { ($0, true) })) }
        let done = phone.request([.accelerometer, .electrocardiogram, .photoplethysmogram])
        #expect(phone.prompter.shown == [[.accelerometer]])
        #expect(done.error == nil)
        #expect(phone.daemon.status(of: .electrocardiogram) == .notDetermined)
        #expect(phone.runtime.events.map(\.message).contains(
            "Ignoring request to authorize electrocardiogram, photoplethysmogram: sensor description could not be found (iOS 17.0 has no such sensor)"))
    }

    /// iOS 26.1's `initWithSensor:` raises "Failed to find description for sensor" for a sensor
    /// it does not know, which ends the app: a team whose code makes a headphone reader on an
    /// older phone, or one from a mistyped raw value, is told so by the system log.
    @Test func aReaderOfASensorThePhoneLacksIsFlaggedAsEndingTheAppOnADevice() {
        let phone = Phone(entitled: [.accelerometer, .headphoneMotion])
        phone.runtime.osVersion = OSVersion(26, 1)
        let reader = phone.runtime.perform { SRSensorReader(sensor: .headphoneMotion) }
        #expect(phone.runtime.events.last?.message == "SRSensorReader(sensor: headphoneMotion): iOS 26.1 has no such sensor "
            + "(iOS 27.0 and later); a device ends the app here (uncaught exception \"Failed to find description for sensor\"); "
            + "make the reader only under if #available")
        #expect(reader.authorizationStatus == .notDetermined, "the simulator answers on, as guarded code would reach it")
        let mistyped = SRSensor(rawValue: "com.apple.SensorKit.accelerometer")
        _ = phone.runtime.perform { SRSensorReader(sensor: mistyped) }
        #expect(phone.runtime.events.last?.message == "SRSensorReader(sensor: com.apple.SensorKit.accelerometer): SensorKit has no "
            + "such sensor; a device ends the app here (uncaught exception \"Failed to find description for sensor\")")
        let before = phone.runtime.events.count
        phone.runtime.osVersion = OSVersion(27)
        _ = phone.runtime.perform { (SRSensorReader(sensor: .headphoneMotion), SRSensorReader(sensor: .accelerometer),
                                     SRSensorReader(sensor: SRSensor.accelerometer.deletionRecords!)) }
        #expect(phone.runtime.events.count == before, "a sensor the phone has, or its deletion records, is no news")
    }

    @Test func fromTheVersionThatIntroducedItTheSensorHasItsPage() {
        let phone = Phone(entitled: [.accelerometer, .electrocardiogram])
        phone.runtime.osVersion = OSVersion(17, 4)
        phone.request([.accelerometer, .electrocardiogram])
        #expect(phone.prompter.shown == [[.accelerometer, .electrocardiogram]])
    }

    /// A request for no sensor is decided in the one place every request is: no sheet, and no
    /// error, even for an app with no entitlement (it read "every sensor answered", 8201, there).
    @Test func theDecisionForNoSensorIsNothingRequestedWithNoError() {
        let app = SensorKitApp(bundleIdentifier: "org.example", displayName: "Study", entitledSensors: nil)
        let decision = SheetDecision.decide(requested: [], app: app, config: SensorKitConfig(), os: .current) { _ in .notDetermined }
        #expect(decision.refusal == .nothingRequested)
        #expect(decision.refusal?.error == nil && decision.pages.isEmpty)
    }

    @Test func theDecisionSaysWhichVersionIntroducedAMissingSensor() {
        let app = SensorKitApp(bundleIdentifier: "org.example", displayName: "Study", entitledSensors: [.electrocardiogram, .heartRate])
        let decision = SheetDecision.decide(requested: [.electrocardiogram, .heartRate], app: app, config: SensorKitConfig(),
                                            os: OSVersion(16, 4)) { _ in .notDetermined }
        #expect(decision.pages.isEmpty)
        #expect(decision.notAsked == [.init(sensor: .heartRate, reason: .notOnThisOS(introduced: OSVersion(17))),
                                      .init(sensor: .electrocardiogram, reason: .notOnThisOS(introduced: OSVersion(17, 4)))])
        #expect(decision.refusal == .nothingDescribed([.heartRate, .electrocardiogram]))
        #expect(decision.unentitled.isEmpty, "a sensor the OS lacks is not reported as lacking entitlement")
    }
}
