import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim

extension InProcessSessionSuites {
    /// `SRTestSession.dataCollectionEnabled` off: a request for a sensor the participant has not
    /// answered shows “Enable Research Sensor & Usage Data” instead of the sheet (FIDELITY.md), as
    /// iOS 26.1's SensorKitUI does: Cancel ends the request with promptDeclined, and collection on
    /// brings the sheet.
    @Suite struct SessionCollectionOffTests {
        private static let study = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ExtractorStudy").path

        /// A request's completion, once it has run.
        private final class Outcome {
            var completed = false
            var error: Error?
        }

        private func request(_ sensors: Set<SRSensor>) -> Outcome {
            let outcome = Outcome()
            SRSensorReader.requestAuthorization(sensors: sensors) { outcome.completed = true; outcome.error = $0 }
            return outcome
        }

        @Test func withCollectionOffTheRequestShowsTheEnablePageAndItsCancelDeclinesThePrompt() throws {
            let session = try SRTestSession(study: Self.study)
            #expect(session.dataCollectionEnabled)
            session.dataCollectionEnabled = false
            let outcome = request([.accelerometer, .ambientLightSensor])
            session.settle()
            #expect(session.pendingEnableCollection == [.ambientLightSensor, .accelerometer])
            #expect(session.pendingSheet == nil, "no sheet yet: the Enable page stands in its place")
            #expect(session.sheetsShown.isEmpty)
            #expect(!session.answerSheet(), "the Enable page has no sensor to answer")
            #expect(!outcome.completed)
            #expect(session.cancelSheet())
            session.settle()
            #expect(outcome.completed)
            let error = try #require(outcome.error) as NSError
            #expect(error.code == SRError.Code.promptDeclined.rawValue)
            #expect((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == 8196, "SensorKit's prompt-cancelled code, as a cancelled sheet's")
            #expect(session.pendingEnableCollection == nil)
            session.dataCollectionEnabled = true
            session.settle()
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .notDetermined, "nothing was answered")
            #expect(session.systemLog.contains { $0.contains("Enable Research Sensor & Usage Data") })
        }

        /// Off while Settings lists the study, iOS asks first (“Data Is Required For this Study”):
        /// the property stands for the switch and Turn Off, and the session's log says so, as the
        /// demo's Settings and a scenario's step show the alert. Before, nothing said it was asked.
        @Test func turningCollectionOffNotesTheAlertAnsweredTurnOff() throws {
            let session = try SRTestSession(study: Self.study)
            session.dataCollectionEnabled = false
            #expect(session.systemLog.contains("Settings asked “Data Is Required For this Study” "
                                               + "(Turning off all data will end your contributions to this study.): Turn Off"), "\(session.systemLog)")
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .denied)
        }

        @Test func collectionTurnedOnWhileTheEnablePageWaitsBringsTheSheet() throws {
            let session = try SRTestSession(study: Self.study)
            session.dataCollectionEnabled = false
            let outcome = request([.accelerometer])
            session.settle()
            #expect(session.pendingEnableCollection == [.accelerometer])
            session.dataCollectionEnabled = true
            session.settle()
            #expect(session.pendingEnableCollection == nil)
            #expect(session.pendingSheet == [.accelerometer])
            #expect(session.sheetsShown == [[.accelerometer]])
            #expect(session.answerSheet())
            session.settle()
            #expect(outcome.completed)
            #expect(outcome.error == nil)
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .authorized)
        }

        @Test func withDialogsDisabledTheParticipantCancelsTheEnablePage() async throws {
            let session = try SRTestSession(study: Self.study)
            session.disableDialogs = true
            session.dataCollectionEnabled = false
            do {
                try await SRAuthorizationStatus.requestAuthorization(for: [SRAccelerometerSensor()])
                Issue.record("the request should end declined: nobody turned collection on")
            } catch {
                #expect((error as? SRError)?.code == .promptDeclined)
            }
            #expect(session.sheetsShown.isEmpty)
        }

        @Test func resetToDefaultStateTurnsCollectionOnAgain() throws {
            let session = try SRTestSession(study: Self.study)
            session.dataCollectionEnabled = false
            session.clearData()
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .denied, "the fresh phone keeps the setting")
            session.resetToDefaultState()
            #expect(session.dataCollectionEnabled)
            #expect(SRSensorReader(sensor: .accelerometer).authorizationStatus == .notDetermined)
        }
    }
}
