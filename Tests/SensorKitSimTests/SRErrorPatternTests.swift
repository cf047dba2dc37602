import Foundation
import Testing
import SensorKitSim

/// `SRError` matched by code the way iOS code spells it (`catch URLError.timedOut`'s pattern):
/// Apple's `SRError.Code` is an `_ErrorCodeProtocol`, so these compile and match there.
@Suite struct SRErrorPatternTests {
    /// What a study app's recording call throws before the participant allowed the sensor.
    private func refusedRecording() async -> Error? {
        let phone = Phone()
        do {
            let reader = try phone.runtime.perform { try SRReader(sensor: .accelerometer) }
            try await reader.startRecording()
            return nil
        } catch {
            return error
        }
    }

    @Test func catchByCodeMatchesTheErrorTheAPIThrows() async throws {
        let phone = Phone()
        let reader = try phone.runtime.perform { try SRReader(sensor: .accelerometer) }
        var caught = "nothing"
        do {
            try await reader.startRecording()
        } catch SRError.promptDeclined {
            caught = "promptDeclined"
        } catch SRError.noAuthorization {
            caught = "noAuthorization"
        } catch {
            caught = "another error: \(error)"
        }
        #expect(caught == "noAuthorization")
    }

    @Test func ifCaseByCodeMatchesOnlyThatCode() async throws {
        let error = try #require(await refusedRecording())
        var matched: [String] = []
        if case SRError.noAuthorization = error { matched.append("noAuthorization") }
        if case SRError.promptDeclined = error { matched.append("promptDeclined") }
        #expect(matched == ["noAuthorization"])
        let unrelated: Error = CocoaError(.fileNoSuchFile)
        if case SRError.noAuthorization = unrelated { Issue.record("another domain's error matched an SRError code") }
    }

    @Test func anErrorSurvivesItsNSErrorRoundTrip() {
        let error = SRError(.fetchRequestInvalid, userInfo: ["window": "2 Mar"])
        let bridged = error._nsError
        #expect(bridged.domain == SRErrorDomain)
        #expect(bridged.code == 3)
        let back = SRError(_nsError: bridged)
        #expect(back == error)
        #expect(back.errorUserInfo["window"] as? String == "2 Mar")
    }

    /// A cast of an NSError (what `error as? SRError` asks on Apple's platforms) gives nil for
    /// a code this `Code` cannot hold, such as the 8197 the simulator fails a request with when
    /// the app has no NSSensorKitUsageDetail: the protocol's default would have trapped there.
    @Test func aCastOfAnUnknownCodeIsNilNotATrap() {
        #expect(SRError(_bridgedNSError: NSError(domain: SRErrorDomain, code: 8197)) == nil)
        #expect(SRError(_bridgedNSError: NSError(domain: NSCocoaErrorDomain, code: 1)) == nil)
        #expect(SRError(_bridgedNSError: NSError(domain: SRErrorDomain, code: 1))?.code == .noAuthorization)
    }
}

/// What an `SRError` carries for an app to show: SensorKit gives codes 1 and 2 a recovery
/// suggestion, and no other code one (iOS 26.1's `recoverySuggestionFromErrorCode`).
@Suite struct SRErrorTextTests {
    @Test func noAuthorizationAndDataInaccessibleSuggestARecoveryAndNoOtherCodeDoes() {
        for code in SRError.Code.allCases {
            let error = SRError(code) as NSError
            let suggestion = error.localizedRecoverySuggestion
            if code == .noAuthorization || code == .dataInaccessible {
                #expect(suggestion?.isEmpty == false, "\(code) suggests a recovery")
            } else {
                #expect(suggestion == nil, "\(code) has no recovery suggestion")
            }
            #expect(error.userInfo[NSLocalizedDescriptionKey] as? String != nil)
        }
        let denied = SRError(.noAuthorization) as NSError
        #expect(denied.localizedRecoverySuggestion?.contains("Research Sensor & Usage Data") == true)
    }
}
