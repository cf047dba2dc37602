import Foundation
import Testing
@testable import StudyConfig
import SensorKitSim

/// `check V2 --against V1`'s comparison: every change between two versions, with what it means
/// for existing and new participants; here on two configurations of one Xcode project.
@Suite struct StudyComparisonTests {
    /// Release ships what participants have; Debug (the next version) adds visits, makes the
    /// light sensor Required, rewords the purpose and moves the privacy policy.
    private func project() -> URL {
        var release = ProjectFixture.app()
        var debug = release.settings["Debug"] ?? [:]
        debug["INFOPLIST_FILE"] = "Pulse/Next.plist"
        debug["CODE_SIGN_ENTITLEMENTS"] = "Pulse/Next.entitlements"
        release.settings["Debug"] = debug
        var files = ProjectFixture.studyFiles()
        files["Pulse/Next.plist"] = Good.info(replacing: [
            "NSSensorKitUsageDescription": .s("We study sleep and where you sleep."),
            "NSSensorKitPrivacyPolicyURL": .s("https://example.org/privacy-2"),
            "NSSensorKitUsageDetail": .d([("SRSensorUsageMotion", Good.detail(required: true)),
                                          ("SRSensorUsageAmbientLightSensor", Good.detail("Light in your bedroom.", required: true)),
                                          ("SRSensorUsageVisits", Good.detail("How many places you visit."))]),
        ]).document
        files["Pulse/Next.entitlements"] = Good.entitlements(["motion-accelerometer", "ambient-light-sensor", "visits"]).document
        return ProjectFixture(targets: [release], files: files).write()
    }

    @Test func twoConfigurationsAreComparedChangeByChange() throws {
        let root = project()
        let v1 = try StudyLoader.load(path: root, options: StudyLoadOptions(configuration: "Release"))
        let v2 = try StudyLoader.load(path: root, options: StudyLoadOptions(configuration: "Debug"))
        let changes = StudyComparison(from: v1, to: v2).changes
        #expect(changes.map(\.kind) == [.sensorAdded, .requiredChanged, .purposeChanged, .privacyURLChanged, .entitlementChanged])
        let required = try #require(changes.first { $0.kind == .requiredChanged })
        #expect(required.sensor == .ambientLightSensor && required.before == "optional" && required.after == "Required")
        #expect(required.existingParticipants.contains("who declined it: not asked again"))
        #expect(changes.first { $0.kind == .sensorAdded }?.existingParticipants.contains("asked on the next launch") == true)
        #expect(changes.first { $0.kind == .purposeChanged }?.language == "en")
        #expect(changes.first { $0.kind == .entitlementChanged }?.after == "visits")
        #expect(StudyComparison(from: v1, to: v1).changes.isEmpty)
        #expect(StudyComparison(from: v1, to: v1).text == "No changes that participants would notice.")
    }

    /// Every change in JSON has exactly the keys, null where one does not apply.
    @Test func theJSONHasExactlyTheDocumentedKeys() throws {
        let root = project()
        let v1 = try StudyLoader.load(path: root, options: StudyLoadOptions(configuration: "Release"))
        let v2 = try StudyLoader.load(path: root, options: StudyLoadOptions(configuration: "Debug"))
        let json = try JSONSerialization.jsonObject(with: Data(StudyComparison(from: v1, to: v2).json().utf8)) as? [String: Any]
        let list = try #require(json?["changes"] as? [[String: Any]])
        #expect(list.count == 5)
        for change in list {
            #expect(Set(change.keys) == ["kind", "sensor", "language", "before", "after", "existingParticipants", "newParticipants"])
        }
        #expect(list[0]["sensor"] as? String == "visits" && list[0]["language"] is NSNull)
    }
}
