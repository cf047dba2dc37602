import Testing
@testable import StudyConfig
import SensorKitSim

/// `check V2 --against V1` promised new participants "asked with every other sensor on the first
/// sheet" for a sensor V2 requests but does not entitle, while `check V2` (and the phone) say a
/// fresh install's request fails whole with invalidEntitlement: no sheet at all.
@Suite struct ComparisonWithoutSheetTests {
    @Test func newParticipantsOfAVersionWhoseRequestFailsGetNoSheet() throws {
        let v1 = TempStudy(info: Good.info(), entitlements: Good.entitlements())
        let v2 = TempStudy(info: Good.info(replacing: [
            "NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail(required: true)),
                                          ("SRSensorUsageAmbientLightSensor", Good.detail("Light in your bedroom.")),
                                          ("SRSensorUsageVisits", Good.detail("How many places you visit."))]),
        ]), entitlements: Good.entitlements())
        let next = try v2.load()
        #expect(next.sheetPreview().noSheet?.error == "invalidEntitlement (0)", "the sheet decider refuses V2's request")
        let added = try #require(StudyComparison(from: try v1.load(), to: next).changes.first { $0.kind == .sensorAdded })
        #expect(added.sensor == .visits)
        #expect(added.newParticipants.hasPrefix("get no sheet: the request fails with invalidEntitlement (0)"), "\(added.newParticipants)")
        // A version that shows a sheet keeps the usual consequence.
        let fine = TempStudy(info: Good.info(replacing: [
            "NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail(required: true)),
                                          ("SRSensorUsageAmbientLightSensor", Good.detail("Light in your bedroom.")),
                                          ("SRSensorUsageVisits", Good.detail("How many places you visit."))]),
        ]), entitlements: Good.entitlements(["motion-accelerometer", "ambient-light-sensor", "visits"]))
        let ok = try #require(StudyComparison(from: try v1.load(), to: try fine.load()).changes.first { $0.kind == .sensorAdded })
        #expect(ok.newParticipants == "asked with every other sensor on the first sheet")
    }
}
