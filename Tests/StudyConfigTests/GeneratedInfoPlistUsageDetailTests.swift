import Testing
@testable import StudyConfig

/// A project whose Info.plist is wholly generated (GENERATE_INFOPLIST_FILE = YES, no
/// INFOPLIST_FILE) was told to "add a dictionary" for NSSensorKitUsageDetail, at the project file:
/// a build setting holds text, so the team needs an Info.plist file for it.
@Suite struct GeneratedInfoPlistUsageDetailTests {
    @Test func aGeneratedInfoPlistIsToldToAddAFileForTheDictionary() throws {
        var app = ProjectFixture.app(extra: ["GENERATE_INFOPLIST_FILE": "YES",
                                             "INFOPLIST_KEY_NSSensorKitUsageDescription": "We study sleep.",
                                             "INFOPLIST_KEY_NSSensorKitPrivacyPolicyURL": "https://example.org/privacy"])
        for name in ["Debug", "Release"] { app.settings[name]?["INFOPLIST_FILE"] = nil }
        let root = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles()).write()
        let study = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse"))
        let d = try #require(ReviewChecklist.check(study).first { $0.code == "missing-usage-detail" })
        #expect(d.file == "App.xcodeproj/project.pbxproj", "\(d.file)")
        #expect(d.suggestion?.contains("INFOPLIST_FILE") == true, "\(d.suggestion ?? "")")
        #expect(d.suggestion?.hasPrefix("add a dictionary") == false, "\(d.suggestion ?? "")")
    }
}
