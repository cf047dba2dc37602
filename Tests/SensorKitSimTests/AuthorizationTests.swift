import Foundation
import Testing
import SimCore
@testable import SensorKitSim

@Suite struct AuthorizationTests {
    @Test func promptAsksOnlyUndecidedEntitledSensorsInSheetOrder() {
        let phone = Phone()
        phone.daemon.setStatus(.denied, for: .rotationRate)
        phone.prompter.answer = { _ in .answered([.accelerometer: true, .ambientLightSensor: false]) }
        let done = phone.request([.accelerometer, .ambientLightSensor, .rotationRate])
        #expect(phone.prompter.shown == [[.ambientLightSensor, .accelerometer]])
        #expect(done.done && done.error == nil)
        #expect(phone.daemon.status(of: .accelerometer) == .authorized)
        #expect(phone.daemon.status(of: .ambientLightSensor) == .denied)
        #expect(phone.daemon.status(of: .rotationRate) == .denied)
    }

    @Test func statusChangesReachEveryReaderBeforeTheCompletion() {
        let phone = Phone()
        let a = Recorder(), b = Recorder()
        let r1 = phone.reader(.accelerometer, a), r2 = phone.reader(.accelerometer, b)
        var order: [String] = []
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        phone.runtime.perform {
            SRSensorReader.requestAuthorization(sensors: [.accelerometer]) { _ in order.append("completion \(a.log.count)") }
        }
        phone.runtime.runUntilIdle()
        #expect(a.log == ["accelerometer didChange authorized"])
        #expect(b.log == ["accelerometer didChange authorized"])
        #expect(order == ["completion 1"])
        #expect(r1.authorizationStatus == .authorized && r2.authorizationStatus == .authorized)
    }

    @Test func askingAgainForAnsweredSensorsIsPromptDeclinedWith8201() {
        let phone = Phone()
        phone.prompter.answer = { _ in .answered([.accelerometer: false]) }
        phone.request([.accelerometer])
        let again = phone.request([.accelerometer])
        #expect(phone.prompter.shown.count == 1)
        let e = try! #require(again.nsError)
        #expect(e.domain == SRErrorDomain && e.code == SRError.Code.promptDeclined.rawValue)
        let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == SRErrorDomain && underlying?.code == 8201)
        #expect((again.error as? SRError)?.code == .promptDeclined)
    }

    /// SensorKit returns before looking at anything when no sensor is asked for ("Asking for auth
    /// but not for any sensors", iOS 26.1's SRSensorReader): no sheet, and the completion gets no
    /// error, so an app that asks only for its undecided sensors (none left) carries on.
    @Test func askingForNoSensorsCompletesWithoutAnError() {
        let phone = Phone()
        let done = phone.request([])
        #expect(done.done)
        #expect(done.error == nil)
        #expect(phone.prompter.shown.isEmpty)
        #expect(phone.runtime.events.map(\.message).contains { $0.contains("not for any sensors") })
    }

    /// A sensor SensorKit does not know (a mistyped raw value) is ignored as one this iOS lacks
    /// is: "sensor description could not be found", no page, and with nothing left a bare
    /// promptDeclined. It was never answered, so the log must not say it was.
    @Test func anUnknownSensorIsIgnoredNotCalledAnswered() {
        let phone = Phone(entitled: [.accelerometer, SRSensor(rawValue: "com.apple.SensorKit.accelerometer")])
        let unknown = SRSensor(rawValue: "com.apple.SensorKit.accelerometer")
        let alone = phone.request([unknown])
        #expect((alone.error as? SRError)?.code == .promptDeclined)
        #expect(alone.nsError?.userInfo[NSUnderlyingErrorKey] == nil)
        let log = phone.runtime.events.map(\.message)
        #expect(log.contains { $0.hasPrefix("Ignoring request to authorize com.apple.SensorKit.accelerometer: sensor description could not be found") }, "\(log)")
        #expect(!log.contains { $0.contains("already answered") }, "\(log)")
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        let both = phone.request([unknown, .accelerometer])
        #expect(phone.prompter.shown == [[.accelerometer]])
        #expect(both.error == nil)
    }

    @Test func unentitledSensorFailsTheRequestWithoutASheet() {
        let phone = Phone(entitled: [.accelerometer])
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        let done = phone.request([.accelerometer, .visits])
        #expect(phone.prompter.shown.isEmpty)
        #expect((done.error as? SRError)?.code == .invalidEntitlement)
        #expect(phone.daemon.status(of: .accelerometer) == .notDetermined)
        #expect(phone.runtime.events.contains { $0.message.contains("Lacking entitlement") && $0.message.contains("visits") })
    }

    @Test func promptEntitledOnlyPolicyAsksForTheRestThenFails() {
        var config = SensorKitConfig()
        config.unentitledRequest = .promptEntitledOnly
        let phone = Phone(entitled: [.accelerometer], config: config)
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        let done = phone.request([.accelerometer, .visits])
        #expect(phone.prompter.shown == [[.accelerometer]])
        #expect((done.error as? SRError)?.code == .invalidEntitlement)
        #expect(phone.daemon.status(of: .accelerometer) == .authorized)
        #expect(phone.daemon.status(of: .visits) == .notDetermined)
    }

    @Test func noEntitlementAtAllIsInvalidEntitlement() {
        let phone = Phone(entitled: nil)
        let done = phone.request([.accelerometer])
        #expect((done.error as? SRError)?.code == .invalidEntitlement)
        #expect(phone.prompter.shown.isEmpty)
    }

    @Test func missingUsageDetailFailsWith8197() {
        let phone = Phone(hasUsageDetail: false)
        let done = phone.request([.accelerometer])
        #expect(done.nsError?.domain == SRErrorDomain && done.nsError?.code == 8197)
        #expect(phone.prompter.shown.isEmpty)
    }

    @Test func cancellingTheSheetIsPromptDeclinedAndChangesNothing() {
        let phone = Phone()
        let rec = Recorder()
        _ = phone.reader(.accelerometer, rec)
        phone.prompter.answer = { _ in .cancelled }
        let done = phone.request([.accelerometer])
        #expect((done.error as? SRError)?.code == .promptDeclined)
        // SensorKit wraps the daemon's "prompt cancelled" (8196) as promptDeclined's underlying error.
        let underlying = done.nsError?.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == SRErrorDomain && underlying?.code == 8196)
        #expect(phone.daemon.status(of: .accelerometer) == .notDetermined)
        #expect(rec.log.isEmpty)
        // Still undecided, so the next request shows the sheet again.
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        phone.request([.accelerometer])
        #expect(phone.prompter.shown.count == 2)
    }

    @Test func completionWaitsForAPersonAndASecondRequestMeanwhileIsBusy() {
        let phone = Phone()
        let first = phone.request([.accelerometer])
        #expect(!first.done)
        let second = phone.request([.rotationRate])
        // Only 8196 and 8201 survive SensorKit's wrapping: a busy prompt is a bare promptDeclined.
        #expect((second.error as? SRError)?.code == .promptDeclined)
        #expect(second.nsError?.userInfo[NSUnderlyingErrorKey] == nil)
        phone.prompter.pending?.finish(.answered([.accelerometer: true]))
        phone.runtime.runUntilIdle()
        #expect(first.done && first.error == nil)
    }

    @Test func revocationInSettingsReachesReadersAndLaterCallsFail() {
        let phone = Phone()
        let rec = Recorder(), other = Recorder()
        let readers = phone.authorizeAndRecord([.accelerometer], rec)
        let otherReader = phone.reader(.accelerometer, other)
        rec.log.removeAll()
        phone.daemon.setStatus(.denied, for: .accelerometer)
        phone.runtime.advance(by: 2 * day)
        readers[0].fetch(phone.request(from: -2 * day, to: -1.5 * day))
        readers[0].startRecording()
        readers[0].fetchDevices()
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer didChange denied", "accelerometer fetchFailed 1",
                            "accelerometer startFailed 1", "accelerometer devicesFailed 1"])
        #expect(other.log == ["accelerometer didChange denied"])
        #expect(!phone.daemon.isRecording(.accelerometer))
        withExtendedLifetime(otherReader) {}
    }

    @Test func collectionSwitchOffReadsDeniedAndStopsRecording() {
        let phone = Phone()
        let rec = Recorder()
        let readers = phone.authorizeAndRecord([.accelerometer], rec)
        rec.log.removeAll()
        phone.daemon.setCollectionEnabled(false)
        phone.runtime.runUntilIdle()
        #expect(phone.daemon.status(of: .accelerometer) == .denied)
        #expect(!phone.daemon.isRecording(.accelerometer))
        phone.daemon.setCollectionEnabled(true)
        phone.runtime.runUntilIdle()
        #expect(rec.log == ["accelerometer didChange denied", "accelerometer didChange authorized"])
        #expect(phone.daemon.isRecording(.accelerometer))
        withExtendedLifetime(readers) {}
    }

    /// With collection off every sensor reads `denied` to the app, one never asked included
    /// (SRAuthorization.h: denied means "or data collection is disabled in Settings"; iOS 26.1's
    /// reader sets 2 for every sensor once collection is off), and on again the undecided one
    /// reads `notDetermined` again; its readers hear both changes. The participant's answers
    /// are untouched: the sheet still asks about it.
    @Test func collectionOffReadsDeniedForASensorNeverAskedToo() {
        let phone = Phone()
        let rec = Recorder()
        let reader = phone.reader(.rotationRate, rec)
        phone.daemon.setCollectionEnabled(false)
        phone.runtime.runUntilIdle()
        #expect(reader.authorizationStatus == .denied)
        phone.daemon.setCollectionEnabled(true)
        phone.runtime.runUntilIdle()
        #expect(reader.authorizationStatus == .notDetermined)
        #expect(rec.log == ["rotationRate didChange denied", "rotationRate didChange notDetermined"])
        phone.daemon.setCollectionEnabled(false)
        phone.prompter.answer = { _ in .answered([.rotationRate: true]) }
        phone.request([.rotationRate])
        #expect(phone.prompter.shown == [[.rotationRate]])
        #expect(reader.authorizationStatus == .denied, "allowed, but collection is still off")
    }

    @Test func asyncRequestAuthorizationResumesWithTheAnswer() async throws {
        let phone = Phone()
        phone.prompter.answer = { _ in .answered([.accelerometer: true]) }
        try await phone.runtime.performAsync { try await SRSensorReader.requestAuthorization(sensors: [.accelerometer]) }
        #expect(phone.daemon.status(of: .accelerometer) == .authorized)
        phone.prompter.answer = { _ in nil }
        await #expect(throws: SRError.self) {
            try await phone.runtime.performAsync { try await SRSensorReader.requestAuthorization(sensors: [.accelerometer]) }
        }
    }
}
