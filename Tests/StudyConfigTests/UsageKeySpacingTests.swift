import Testing
@testable import StudyConfig

/// A usage-detail key with a space after it was told "did you mean SRSensorUsageVisits?",
/// which reads exactly as the key the team sees in their editor.
@Suite struct UsageKeySpacingTests {
    @Test func aKeyWithASpaceAroundItSaysSo() throws {
        let t = TempStudy(info: Good.info(replacing: [
            "NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail(required: true)),
                                          ("SRSensorUsageAmbientLightSensor ", Good.detail("Light in your bedroom."))]),
        ]), entitlements: Good.entitlements())
        let d = try #require(try t.diagnostics().first { $0.code == "unknown-usage-key" })
        #expect(d.suggestion == "the key \"SRSensorUsageAmbientLightSensor \" has a space or line break around it: write SRSensorUsageAmbientLightSensor",
                "\(d.suggestion ?? "")")
    }
}
