import Foundation
import Testing
import ConsentSimTesting
import SensorKitSim

extension InProcessSessionSuites {
    /// Members newer than the phone's iOS: the app's read answers as before, and the system log says
    /// once per member that a device would end the app there.
    @Suite struct SessionNewerMemberTests {
        private var study: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ExtractorStudy").path
        }

        private func notes(_ session: SRTestSession, _ member: String) -> [String] {
            session.systemLog.filter { $0.hasPrefix("\(member) arrived in iOS") }
        }

        @Test func membersNewerThanThePhonesIOSAreNotedOnceEach() throws {
            let session = try SRTestSession(study: study)
            session.osVersion = SRTestSession.OSVersion(16, 0)
            let device = SRDevice.current
            #expect(device.productType == "iPhone17,1")
            _ = device.productType
            #expect(SRDeviceUsageReport().version == "")
            #expect(CMOdometerData().slope == nil)
            #expect(notes(session, "SRDevice.productType") == [
                "SRDevice.productType arrived in iOS 17.0; on this phone's iOS 16.0 a device ends the app "
                    + "(unrecognized selector) unless the call is guarded with if #available(iOS 17.0, *)",
            ])
            #expect(notes(session, "SRDeviceUsageReport.version").count == 1)
            #expect(notes(session, "CMOdometerData.slope").count == 1)
        }

        @Test func onAPhoneThatHasTheMembersNothingIsNoted() throws {
            let session = try SRTestSession(study: study)
            session.osVersion = SRTestSession.OSVersion(17, 0)
            _ = SRDevice.current.productType
            _ = SRDeviceUsageReport().version
            _ = CMOdometerData().slope
            #expect(!session.systemLog.contains { $0.contains("arrived in iOS") }, "\(session.systemLog)")
        }
    }
}
