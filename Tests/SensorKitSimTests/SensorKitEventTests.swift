import Foundation
import Testing
import SimCore
@testable import SensorKitSim

/// The daemon's log: typed events a host can switch on, each with the line a person reads.
@Suite struct SensorKitEventTests {
    private func details(_ phone: Phone) -> [SensorKitEvent] {
        phone.runtime.events.compactMap { $0.detail as? SensorKitEvent }
    }

    @Test func aConsentJourneyIsLoggedAsTypedEventsWithTheirLines() {
        let phone = Phone()
        phone.prompter.answer = { _ in .answered([.accelerometer: true, .ambientLightSensor: false]) }
        phone.request([.ambientLightSensor, .accelerometer])
        let rec = Recorder()
        let r = phone.reader(.accelerometer, rec)
        r.startRecording()
        phone.runtime.runUntilIdle()
        // An hour recorded, so that Delete Unshared Data below has data to delete.
        phone.runtime.advance(by: hour)
        phone.daemon.addStake("com.apple.health", to: .accelerometer)
        r.stopRecording()
        phone.runtime.runUntilIdle()
        phone.daemon.dropStake("com.apple.health", from: .accelerometer)
        phone.daemon.setCollectionEnabled(false)
        phone.daemon.setWatchPaired(false)
        phone.daemon.deleteCollectedData(.accelerometer, scope: .unshared)
        phone.request([.accelerometer, .ambientLightSensor])
        phone.daemon.setStatus(.authorized, for: .ambientLightSensor)

        #expect(details(phone) == [
            .sheetShown(sensors: [.ambientLightSensor, .accelerometer]),
            .statusChanged(sensor: .ambientLightSensor, status: .denied, source: .sheet),
            .statusChanged(sensor: .accelerometer, status: .authorized, source: .sheet),
            .recordingStarted(sensor: .accelerometer, holder: "org.example.study"),
            .holderStopped(sensor: .accelerometer, holder: "org.example.study", remaining: ["com.apple.health"]),
            .recordingStopped(sensor: .accelerometer),
            .collectionSwitched(on: false),
            .watchPairingChanged(paired: false),
            .dataDeleted(sensor: .accelerometer, scope: .unshared),
            .requestRefusedAllAnswered(sensors: [.accelerometer, .ambientLightSensor]),
            .statusChanged(sensor: .ambientLightSensor, status: .authorized, source: .settings),
        ])
        #expect(phone.runtime.events.map(\.message) == [
            "Research Sensor & Usage Data sheet: ambientLightSensor, accelerometer",
            "ambientLightSensor → denied (sheet)",
            "accelerometer → authorized (sheet)",
            "accelerometer recording started (org.example.study)",
            "accelerometer: org.example.study stopped; still recording for com.apple.health",
            "accelerometer recording stopped: no stakeholder left",
            "Research Sensor & Usage Data collection off",
            "Apple Watch unpaired",
            "accelerometer: collected data deleted in Settings (unshared)",
            "requestAuthorization(accelerometer, ambientLightSensor): every sensor already answered → promptDeclined (8201)",
            "ambientLightSensor → authorized (Settings)",
        ])
        #expect(phone.runtime.events.map(\.kind) == [
            .prompt, .authorization, .authorization, .recording, .recording, .recording, .settings, .settings,
            .deletion, .authorization, .authorization,
        ])
    }

    @Test func refusedRequestsSayWhy() {
        let unsigned = Phone(entitled: nil)
        unsigned.request([.visits, .accelerometer])
        #expect(unsigned.runtime.events.map(\.message)
            == ["requestAuthorization(accelerometer, visits): no SensorKit entitlement → invalidEntitlement"])
        #expect(details(unsigned) == [.requestRefusedNoEntitlement(sensors: [.accelerometer, .visits])])

        let noDetail = Phone(hasUsageDetail: false)
        noDetail.request([.accelerometer])
        #expect(noDetail.runtime.events.map(\.message)
            == ["requestAuthorization(accelerometer): Info.plist has no NSSensorKitUsageDetail → 8197"])

        let partly = Phone(entitled: [.accelerometer])
        partly.request([.visits, .accelerometer, .keyboardMetrics])
        #expect(details(partly) == [.lackingEntitlement(sensors: [.keyboardMetrics, .visits])])
        #expect(partly.runtime.events.map(\.message) == ["Lacking entitlement to request authorization for keyboardMetrics, visits"])

        let headless = Phone()
        headless.daemon.prompter = nil
        headless.request([.accelerometer])
        #expect(details(headless) == [.requestRefusedNoPresenter])
        #expect(headless.runtime.events.map(\.message) == ["No one can present the sheet → promptDeclined"])

        let cancelled = Phone()
        cancelled.prompter.answer = { _ in .cancelled }
        cancelled.request([.accelerometer])
        #expect(details(cancelled) == [.sheetShown(sensors: [.accelerometer]), .sheetCancelled])
        #expect(cancelled.runtime.events.last?.message == "Sheet cancelled → promptDeclined")
    }

    @Test(arguments: [(24 * hour, "24-hour"), (90, "90-second")])
    func aFetchIntoTheHoldingPeriodIsLogged(holding: Double, words: String) {
        var config = SensorKitConfig()
        config.holdingPeriod = holding
        let phone = Phone(config: config)
        let rec = Recorder()
        let r = phone.authorizeAndRecord([.accelerometer], rec)[0]
        phone.runtime.advance(by: 2 * day)
        r.fetch(phone.request(from: -hour, to: 0))
        phone.runtime.runUntilIdle()
        guard case .fetchEmpty(let why)? = details(phone).last else { Issue.record("no fetchEmpty event"); return }
        #expect(why.reason == .holdingPeriod)
        let message = phone.runtime.events.last?.message ?? ""
        #expect(message.hasPrefix("accelerometer fetch from the iPhone: no results (holdingPeriod): the window "))
        #expect(message.hasSuffix("inside the \(words) holding period: no results"))
        #expect(phone.runtime.events.last?.kind == .note)
    }

    /// Lines for events the journey above does not reach (no bundled sensor lacks a generator).
    @Test func otherEventsReadAsBefore() {
        #expect(SensorKitEvent.noSampleGenerator(sensor: .headphoneMotion).description
            == "headphoneMotion: the simulator has no sample generator for this sensor yet")
        #expect(SensorKitEvent.watchPairingChanged(paired: true).description == "Apple Watch paired")
        #expect(SensorKitEvent.collectionSwitched(on: true).description == "Research Sensor & Usage Data collection on")
        #expect(SensorKitEvent.dataDeleted(sensor: .visits, scope: .all).description
            == "visits: collected data deleted in Settings (all)")
    }
}
