import Foundation
import Testing
@testable import StudyConfig

/// A plain study folder has no project: names come from its files, and `--set` fills the rest.
@Suite struct StudyFolderVariableTests {
    @Test func mindLampTakesItsNameFromTheEntitlementsFile() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("mindlamp"))
        #expect(study.root["CFBundleName"]?.string == "mindLAMP")
        // What the phone shows is the localized name, which en.lproj gives.
        #expect(study.appName == "mindLAMP 2")
        let ds = ReviewChecklist.check(study)
        let note = try #require(ds.first { $0.code == "product-name-guessed" })
        #expect(note.severity == .note && note.file == "Info.plist" && note.line != nil)
        #expect(note.message.contains("mindLAMP.entitlements"))
        let branding = try #require(ds.first { $0.code == "build-variable" && $0.keyPath == "Branding" })
        #expect(branding.suggestion?.contains("--set Branding=VALUE") == true)
        #expect(study.root["Branding"]?.string == "$(Branding)", "shown as written")
    }

    @Test func setOverridesTheGuess() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("mindlamp"), options: StudyLoadOptions(variables: ["PRODUCT_NAME": "LAMP", "Branding": "BIDMC"]))
        #expect(study.root["CFBundleName"]?.string == "LAMP")
        #expect(study.root["Branding"]?.string == "BIDMC")
        #expect(!ReviewChecklist.check(study).contains { $0.code == "product-name-guessed" })
    }

    @Test func withoutEntitlementsTheFolderNameIsUsed() throws {
        let t = TempStudy(info: Good.info(replacing: ["CFBundleDisplayName": nil, "CFBundleName": .s("$(PRODUCT_NAME)")]))
        let study = try StudyLoader.load(path: t.folder)
        #expect(study.appName == t.folder.lastPathComponent)
        #expect(ReviewChecklist.check(study).first { $0.code == "product-name-guessed" }?.message.contains("folder's name") == true)
    }

    @Test func motionFollowsTheAppsOwnKeyAndJSONPredictsTheAlert() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("myheartcounts"))
        #expect(study.usesMotionActivity)
        let alert = try #require(study.motionAlert())
        #expect(alert.title == "“My Heart Counts” would like to access your Motion & Fitness activity.")
        #expect(alert.message?.isEmpty == false)
        let json = try JSONSerialization.jsonObject(with: Data(CheckReport(study: study).json().utf8)) as? [String: Any]
        let motion = json?["motionAlert"] as? [String: Any]
        #expect(motion?["title"] as? String == alert.title)
        #expect(motion?["message"] as? String == alert.message)
        let none = try TempStudy(info: Good.info(), entitlements: Good.entitlements()).load()
        #expect(none.motionAlert() == nil && !none.usesMotionActivity)
        let empty = try TempStudy(info: Good.info(replacing: ["NSMotionUsageDescription": .s(" ")]), entitlements: Good.entitlements()).load()
        #expect(!empty.usesMotionActivity, "an empty description is not a use")
    }
}
