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
        // Production.xcconfig, the one xcconfig beside Info.plist, defines Branding and the URLs.
        #expect(study.root["Branding"]?.string == "NativeCore")
        #expect(study.root["LAMP_API"]?.string == "https://api.lamp.digital")
        #expect(ds.contains { $0.code == "xcconfig-read" && $0.file == "Production.xcconfig" })
    }

    /// What the xcconfig leaves undefined is a warning naming the variable and the file, and the
    /// bundle identifier is never an unexpanded `$(…)` where the demo, scenarios or export use it.
    @Test func mindLampsUndefinedBundleIdentifierIsNamedNotUsed() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("mindlamp"))
        let ds = ReviewChecklist.check(study)
        let undefined = try #require(ds.first { $0.code == "build-variable" && $0.keyPath == "CFBundleDevelopmentRegion" })
        #expect(undefined.severity == .warning)
        #expect(undefined.message.contains("$(DEVELOPMENT_LANGUAGE) is defined neither by Production.xcconfig"))
        // The team's shared production xcconfig is not where Xcode's own settings belong.
        #expect(undefined.suggestion?.hasPrefix("give its value with --set DEVELOPMENT_LANGUAGE=VALUE") == true)
        #expect(undefined.suggestion?.contains("in Production.xcconfig") == false)
        #expect(study.bundleIdentifier == "org.example.mindlamp")
        // The bundle identifier is one finding, at its value's line, naming the variable, the
        // xcconfig and what the simulator uses instead.
        let identifier = ds.filter { $0.keyPath == "CFBundleIdentifier" }
        #expect(identifier.map(\.code) == ["bundle-identifier-unresolved"])
        #expect(identifier.first?.line == 29)
        #expect(identifier.first?.message == "the bundle identifier is still a build variable here (neither Production.xcconfig nor the folder's names "
                + "define $(PRODUCT_BUNDLE_IDENTIFIER)), so the demo, scenarios and export use org.example.mindlamp in its place")
        let given = try StudyLoader.load(path: Repo.realWorld("mindlamp"), options: StudyLoadOptions(variables: ["PRODUCT_BUNDLE_IDENTIFIER": "digital.lamp.mindlamp"]))
        #expect(given.bundleIdentifier == "digital.lamp.mindlamp")
    }

    /// A setting used inside a name reads as Xcode reads it even when its own value holds an
    /// undefined reference: `$(B_$(C))` with `C = $(UNDEF)` is `$(B_)`, not `$(B_$(UNDEF))`.
    @Test func anUndefinedReferenceReachedThroughASettingIsEmptyInsideAName() throws {
        func line(_ name: String, _ value: String) -> BuildSettingAssignment {
            BuildSettingAssignment(name: name, conditions: [:], value: value, file: "t.xcconfig", line: 1)
        }
        var settings = BuildSettings([line("B_", "found"), line("C", "$(UNDEF)"), line("A", "$(B_$(C))"), line("D", "x$(C)y")])
        #expect(try settings.value("A") == "found")
        #expect(try settings.value("D") == "x$(UNDEF)y", "outside a name an undefined reference stays as written, to be warned of")
        #expect(settings.undefined.contains { $0.name == "UNDEF" })
    }

    @Test func orkCatalogsVersionComesFromItsXcconfig() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("orkcatalog"))
        #expect(study.root["CFBundleShortVersionString"]?.string == "3.2.0")
        // Its build number is $(ORK_CATALOG_BUILD_NUMBER_CI_$(CI)): with no CI, Xcode makes
        // $(CI) empty, so the name read is ORK_CATALOG_BUILD_NUMBER_CI_, which the file defines
        // as its version (the file's own comment says so). $(CI) is named, the rest is not.
        #expect(study.root["CFBundleVersion"]?.string == "3.2.0")
        let ds = ReviewChecklist.check(study)
        // $(CI) is named in a note, not a warning: an empty part of a name is how the file picks its branch.
        let note = try #require(ds.first { $0.code == "undefined-build-variable" && $0.file == "ResearchKit-Shared.xcconfig" })
        #expect(note.severity == .note && note.message.contains("uses $(CI) inside a setting's name, and no build setting defines it"), "\(note)")
        #expect(!ds.contains { $0.severity == .warning && $0.message.contains("$(CI)") })
        #expect(!ds.contains { $0.message.contains("$(ORK_CATALOG_BUILD_NUMBER_CI_") })
        #expect(!study.bundleIdentifier.contains("$("))
        // In CI the other branch: its number, or the reference as written while nothing gives one.
        let ci = try StudyLoader.load(path: Repo.realWorld("orkcatalog"), options: StudyLoadOptions(variables: ["CI": "TRUE"]))
        #expect(ci.root["CFBundleVersion"]?.string == "$(CI_BUILD_NUMBER)")
        let numbered = try StudyLoader.load(path: Repo.realWorld("orkcatalog"),
                                            options: StudyLoadOptions(variables: ["CI": "TRUE", "CI_BUILD_NUMBER": "417"]))
        #expect(numbered.root["CFBundleVersion"]?.string == "417")
    }

    /// The stand-in identifier is a valid one, as Xcode's `:rfc1034identifier` makes it: My
    /// Heart Counts' `Supporting Files` folder opened alone is `org.example.Supporting-Files`
    /// (no space, which would also name RADAR's project folder), and the warning says so.
    @Test func theStandInBundleIdentifierIsAValidOne() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("myheartcounts-xcode/MyHeartCounts/Supporting Files"))
        #expect(study.bundleIdentifier == "org.example.Supporting-Files")
        let warning = try #require(ReviewChecklist.check(study).first { $0.code == "bundle-identifier-unresolved" })
        #expect(warning.message.contains("use org.example.Supporting-Files in its place"), "\(warning.message)")
        // Every label valid: none empty, none starting or ending with a hyphen.
        let info = try Data(contentsOf: Repo.realWorld("myheartcounts-xcode/MyHeartCounts/Supporting Files/Info.plist"))
        for (folder, identifier) in [(".hidden study", "org.example.hidden-study"), ("-x-", "org.example.x"), ("..v2..", "org.example.v2")] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let study = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: study, withIntermediateDirectories: true)
            try info.write(to: study.appendingPathComponent("Info.plist"))
            #expect(try StudyLoader.load(path: study).bundleIdentifier == identifier, "\(folder)")
        }
    }

    @Test func anUndefinedReferenceInsideAnotherNameIsEmpty() throws {
        let t = TempStudy(info: Good.info(replacing: ["Flavour": .s("$(FLAVOUR_$(MODE))"), "Kept": .s("$(MISSING_$(MODE))")]),
                          files: ["App.xcconfig": "FLAVOUR_ = plain\nFLAVOUR_beta = beta\n"])
        let study = try StudyLoader.load(path: t.folder)
        #expect(study.root["Flavour"]?.string == "plain")
        // A name still undefined once its inner part is read stays as written.
        #expect(study.root["Kept"]?.string == "$(MISSING_$(MODE))")
        let beta = try StudyLoader.load(path: t.folder, options: StudyLoadOptions(variables: ["MODE": "beta"]))
        #expect(beta.root["Flavour"]?.string == "beta")
    }

    /// Settings that refer to one another in a loop were reported as "B uses $(A), which no
    /// build setting defines", though the next line defined A.
    @Test func aLoopIsCalledALoopNotAMissingDefinition() throws {
        let t = TempStudy(info: Good.info(replacing: ["Flavour": .s("$(A)")]), entitlements: Good.entitlements(),
                          files: ["App.xcconfig": "A = $(B)\nB = $(A)\n"])
        let found = ReviewChecklist.check(try StudyLoader.load(path: t.folder)).filter { $0.file == "App.xcconfig" && $0.severity != .note }
        #expect(found.map(\.code) == ["build-setting-loop"], "\(found)")
        #expect(found.first?.line == 2 && found.first?.message == "B uses $(A), whose value leads back to B: the settings refer to one another in a loop, so it has no value")
        #expect(!found.contains { $0.message.contains("no build setting defines") })
    }

    @Test func twoXcconfigsAreNamedAndNeitherIsRead() throws {
        let t = TempStudy(info: Good.info(replacing: ["Branding": .s("$(Branding)")]),
                          files: ["A.xcconfig": "Branding = A\n", "B.xcconfig": "Branding = B\n"])
        let study = try StudyLoader.load(path: t.folder)
        #expect(study.root["Branding"]?.string == "$(Branding)")
        let warning = try #require(ReviewChecklist.check(study).first { $0.code == "xcconfig-not-read" })
        #expect(warning.message.contains("A.xcconfig, B.xcconfig"))
    }

    @Test func setOverridesTheGuess() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("mindlamp"), options: StudyLoadOptions(variables: ["PRODUCT_NAME": "LAMP", "Branding": "BIDMC"]))
        #expect(study.root["CFBundleName"]?.string == "LAMP")
        #expect(study.root["Branding"]?.string == "BIDMC")
        #expect(!ReviewChecklist.check(study).contains { $0.code == "product-name-guessed" })
    }

    /// ORKCatalog's alert calls the app “orkcatalog”, its folder's name, because CFBundleName is
    /// $(PRODUCT_NAME): the note sits on CFBundleName and says the participant sees that name,
    /// where it sat on CFBundleExecutable and never said so.
    @Test func aGuessedNameThePhoneShowsIsNotedWhereItShows() throws {
        let study = try StudyLoader.load(path: Repo.realWorld("orkcatalog"))
        #expect(study.appName == "orkcatalog")
        let note = try #require(ReviewChecklist.check(study).first { $0.code == "product-name-guessed" })
        #expect(note.keyPath == "CFBundleName" && note.line == 12, "\(note)")
        #expect(note.message.hasPrefix("$(PRODUCT_NAME) is taken as \"orkcatalog\""), "\(note.message)")
        #expect(note.message.hasSuffix("; the sheet, alerts and Settings call the app “orkcatalog”"), "\(note.message)")
        // mindLAMP's phone shows its en.lproj name, "mindLAMP 2": its note says nothing of what the phone calls it.
        let lamp = try #require(ReviewChecklist.check(try StudyLoader.load(path: Repo.realWorld("mindlamp"))).first { $0.code == "product-name-guessed" })
        #expect(!lamp.message.contains("call the app"), "\(lamp.message)")
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
