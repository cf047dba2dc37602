import Testing
@testable import StudyConfig

/// A team translating a sensor's description by its usage-detail key (`"SRSensorUsageMotion" =
/// "…";`, or the key path) was told to add that key to Info.plist, or "did you mean
/// NSSensorKitUsageDetail?": SensorKit looks a description up by its Description's text, so the
/// fix is to use that text as the key.
@Suite struct UsageDetailTranslationKeyTests {
    func finding(_ strings: String) throws -> Diagnostic {
        let t = TempStudy(info: Good.info(), entitlements: Good.entitlements(), files: ["de.lproj/InfoPlist.strings": strings])
        let found = try t.diagnostics().filter { $0.code == "strings-key-not-in-info-plist" }
        #expect(found.count == 1, "\(found)")
        return try #require(found.first)
    }

    @Test func theUsageDetailKeyPointsToTheDescriptionText() throws {
        let d = try finding("\"SRSensorUsageAmbientLightSensor\" = \"Licht in Ihrem Schlafzimmer.\";\n")
        #expect(d.message.contains("by its Description"), "\(d.message)")
        let fix = try #require(d.suggestion)
        #expect(fix.contains("\"Light in your bedroom.\" = \"…\";"), "\(fix)")
        #expect(!fix.contains("add SRSensorUsageAmbientLightSensor to Info.plist"), "\(fix)")
    }

    @Test func theKeyPathPointsToTheDescriptionText() throws {
        let d = try finding("\"NSSensorKitUsageDetail.SRSensorUsageMotion.Description\" = \"Wie Sie sich bewegen.\";\n")
        let fix = try #require(d.suggestion)
        #expect(fix.contains("\"We measure movement during sleep.\" = \"…\";"), "\(fix)")
        #expect(!fix.contains("did you mean NSSensorKitUsageDetail?"), "\(fix)")
    }

    @Test func aSensorInfoPlistDoesNotAskForIsNamedAsMissingThere() throws {
        let d = try finding("\"SRSensorUsageVisits\" = \"Ihre Besuche.\";\n")
        #expect(d.suggestion?.contains("Info.plist has no NSSensorKitUsageDetail.SRSensorUsageVisits") == true, "\(d.suggestion ?? "")")
    }
}
