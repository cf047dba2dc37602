import Foundation
import Testing
@testable import StudyConfig

/// Studies read from small Xcode projects: one rule of build-setting resolution per test.
@Suite struct XcodeProjectTests {
    let pbx = "App.xcodeproj/project.pbxproj"

    @Test func xcconfigIncludesInheritedAndOperatorsResolve() throws {
        var app = ProjectFixture.app("Sleep Study", extra: ["PRODUCT_BUNDLE_IDENTIFIER": "$(ORG).$(PRODUCT_NAME:rfc1034identifier)",
                                                            "APP_SUFFIX": "$(inherited).target"])
        app.xcconfig = ["Release": "Config/App.xcconfig", "Debug": "Config/App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: [
            "CFBundleDisplayName": .s("${PRODUCT_NAME:upper}"), "CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)"),
            "Suffix": .s("$(APP_SUFFIX)"), "Lower": .s("$(PRODUCT_NAME:lower)"), "Nested": .s("$(NAME_$(MODE))"),
            "Module": .s("$(PRODUCT_MODULE_NAME)"),
        ]))
        fixture.projectXcconfig = ["Release": "Config/Project.xcconfig", "Debug": "Config/Project.xcconfig"]
        fixture.files["Config/Project.xcconfig"] = "// project level\nORG = org.example // trailing comment\n"
        fixture.files["Config/App.xcconfig"] = "#include \"Shared.xcconfig\"\n#include? \"Local.xcconfig\"\nAPP_SUFFIX = $(inherited).app;\nMODE = B\n"
        fixture.files["Config/Shared.xcconfig"] = "APP_SUFFIX = shared\nNAME_B = chosen by $(MODE)\nURL = https:/$()/example.org\n"
        let study = try StudyLoader.load(path: fixture.write())
        #expect(study.bundleIdentifier == "org.example.Sleep-Study")
        #expect(study.appName == "SLEEP STUDY")
        #expect(study.root["Suffix"]?.string == "shared.app.target", "xcconfig include, then the xcconfig, then the target")
        #expect(study.root["Lower"]?.string == "sleep study")
        #expect(study.root["Nested"]?.string == "chosen by B")
        #expect(study.root["Module"]?.string == "Sleep_Study")
        #expect(!ReviewChecklist.check(study).contains { $0.code == "missing-project-file" }, "#include? of a missing file is fine")
    }

    @Test func aMissingIncludeIsAnErrorAtItsLine() throws {
        var app = ProjectFixture.app()
        app.xcconfig = ["Release": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        fixture.files["App.xcconfig"] = "A = 1\n#include \"Gone.xcconfig\"\n"
        let ds = ReviewChecklist.check(try StudyLoader.load(path: fixture.write()))
        let d = try #require(ds.first { $0.code == "missing-project-file" })
        #expect(d.file == "App.xcconfig" && d.line == 2 && d.severity == .error)
    }

    /// An include loop was "#include nests deeper than 16 files (does a file include itself?)"
    /// at no line; it is named at the #include that closes it, with the files it goes through.
    @Test func anIncludeLoopIsNamedAtTheIncludeThatClosesIt() throws {
        var app = ProjectFixture.app()
        app.xcconfig = ["Release": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        fixture.files["App.xcconfig"] = "A = 1\n#include \"Shared/Base.xcconfig\"\n"
        fixture.files["Shared/Base.xcconfig"] = "// base\nB = 2\n#include \"../App.xcconfig\"\n"
        do { _ = try StudyLoader.load(path: fixture.write()); Issue.record("loaded") } catch {
            #expect(error.file == "Shared/Base.xcconfig" && error.line == 3, "\(error)")
            #expect(error.message == "#include \"../App.xcconfig\" makes a loop (App.xcconfig → Shared/Base.xcconfig → App.xcconfig): "
                    + "no file may include itself, directly or through others", "\(error)")
        }
    }

    /// An #include naming a folder or a device was reported under that path alone ("x7: cannot
    /// read the xcconfig file: a folder"), with no line; it is named at the #include.
    @Test func anIncludeOfWhatIsNoFileIsNamedAtTheInclude() throws {
        var app = ProjectFixture.app()
        app.xcconfig = ["Release": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        fixture.files["App.xcconfig"] = "A = 1\n#include \".\"\n"
        do { _ = try StudyLoader.load(path: fixture.write()); Issue.record("loaded") } catch {
            #expect(error.file == "App.xcconfig" && error.line == 2, "\(error)")
            #expect(error.message == "#include \".\": cannot read the xcconfig file: a folder, not a file", "\(error)")
        }
    }

    @Test func infoPlistKeySettingsMergeAndTheSettingWins() throws {
        let app = ProjectFixture.app(extra: ["GENERATE_INFOPLIST_FILE": "YES",
                                             "INFOPLIST_KEY_NSMotionUsageDescription": "Counts your steps during the walk test.",
                                             "INFOPLIST_KEY_LSRequiresIPhoneOS": "YES"])
        let root = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: ["NSMotionUsageDescription": .s("Old text.")])).write()
        let study = try StudyLoader.load(path: root)
        #expect(study.motionUsageDescription == "Counts your steps during the walk test.")
        #expect(study.root["LSRequiresIPhoneOS"]?.bool == true)
        #expect(study.root["CFBundleName"]?.string == "Pulse", "generated from PRODUCT_NAME")
        #expect(study.usesMotionActivity)
        let twice = ReviewChecklist.check(study).filter { $0.code == "info-plist-key-set-twice" }
        #expect(twice.count == 1)
        #expect(twice.first?.file == pbx)
        #expect(twice.first?.line == ProjectFixture.line(of: "INFOPLIST_KEY_NSMotionUsageDescription", in: pbx, under: root))
        #expect(twice.first?.message.contains("build setting's value") == true)
    }

    @Test func withoutGenerateTheSettingsAreNotMerged() throws {
        let app = ProjectFixture.app(extra: ["INFOPLIST_KEY_NSMotionUsageDescription": "Steps."])
        let study = try StudyLoader.load(path: ProjectFixture(targets: [app], files: ProjectFixture.studyFiles()).write())
        #expect(study.motionUsageDescription == nil)
        #expect(!study.usesMotionActivity)
    }

    @Test func twoSensorKitTargetsNeedATargetAndTheErrorListsThem() throws {
        let fixture = ProjectFixture(targets: [ProjectFixture.app("Pulse"), ProjectFixture.app("Pulse Lite"),
                                               ProjectFixture.Target(name: "PulseTests", productType: "com.apple.product-type.bundle.unit-test", settings: ["Release": [:]])],
                                     files: ProjectFixture.studyFiles())
        let root = fixture.write()
        do { _ = try StudyLoader.load(path: root); Issue.record("loaded") } catch {
            #expect(error.file == pbx)
            // Which two, and how a scenario chooses (it has no --target).
            #expect(error.message == "2 application targets use SensorKit, Pulse and Pulse Lite (application targets: Pulse, Pulse Lite); "
                    + "choose one with --target NAME (target: in a scenario)")
        }
        let chosen = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse Lite"))
        #expect(chosen.name == "Pulse Lite" && chosen.xcode?.target == "Pulse Lite")
        do { _ = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse Max")); Issue.record("loaded") } catch {
            #expect(error.message.contains("no target named \"Pulse Max\"") && error.message.contains("Pulse, Pulse Lite"))
        }
        // A test bundle is not the app: its Info.plist has no SensorKit keys, and check said the app asks for nothing.
        do { _ = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "PulseTests")); Issue.record("loaded") } catch {
            #expect(error.message.hasPrefix("target PulseTests is a test bundle (com.apple.product-type.bundle.unit-test), not an app"), "\(error.message)")
            #expect(error.message.hasSuffix("application targets: Pulse, Pulse Lite"), "\(error.message)")
        }
        // A mistyped name is named with the likely one.
        do { _ = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse Lit")); Issue.record("loaded") } catch {
            #expect(error.message.hasPrefix("no target named \"Pulse Lit\" (did you mean Pulse Lite?); "), "\(error.message)")
        }
    }

    @Test func theOneSensorKitTargetIsChosen() throws {
        let watch = ProjectFixture.Target(name: "Watch", settings: ["Release": ["INFOPLIST_FILE": "Watch.plist"]])
        var files = ProjectFixture.studyFiles()
        files["Watch.plist"] = P.d([("CFBundleName", .s("Watch"))]).document
        let study = try StudyLoader.load(path: ProjectFixture(targets: [watch, ProjectFixture.app()], files: files).write())
        #expect(study.xcode?.target == "Pulse")
        let none = ProjectFixture(targets: [watch], files: files).write()
        do { _ = try StudyLoader.load(path: none); Issue.record("loaded") } catch {
            #expect(error.message.hasPrefix("no application target uses SensorKit (application targets: Watch)"))
        }
    }

    @Test func settingsNamingMissingFilesAreErrorsAtTheirLines() throws {
        let app = ProjectFixture.app(extra: ["INFOPLIST_FILE": "Gone/Info.plist", "CODE_SIGN_ENTITLEMENTS": "Gone/App.entitlements"])
        let root = ProjectFixture(targets: [app], files: [:]).write()
        do { _ = try StudyLoader.load(path: root); Issue.record("chose a target without SensorKit") } catch {
            #expect(error.message.contains("no application target uses SensorKit"))
        }
        let study = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse"))
        let missing = ReviewChecklist.check(study).filter { $0.code == "missing-project-file" }
        #expect(Set(missing.map(\.keyPath)) == ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"])
        #expect(missing.allSatisfy { $0.file == pbx && $0.severity == .error })
        #expect(missing.first { $0.keyPath == "INFOPLIST_FILE" }?.line == ProjectFixture.line(of: "Gone/Info.plist", in: pbx, under: root))
        #expect(missing.first { $0.keyPath == "CODE_SIGN_ENTITLEMENTS" }?.line
                == ProjectFixture.line(of: "Gone/App.entitlements", in: pbx, under: root))
        #expect(missing.first { $0.keyPath == "INFOPLIST_FILE" }?.message.contains("Gone/Info.plist") == true)
    }

    @Test func undefinedVariablesAreWarnedAndSetFillsThem() throws {
        let app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.$(TEAM_PREFIX).pulse"])
        let root = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: [
            "LAMP_API": .s("$(LAMP_API)"), "CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")])).write()
        let study = try StudyLoader.load(path: root)
        #expect(study.root["LAMP_API"]?.string == "$(LAMP_API)", "shown as written")
        let ds = ReviewChecklist.check(study).filter { $0.code == "undefined-build-variable" }
        let inInfo = try #require(ds.first { $0.file == "Pulse/Info.plist" })
        #expect(inInfo.keyPath == "LAMP_API" && inInfo.line != nil && inInfo.suggestion?.contains("--set LAMP_API=VALUE") == true)
        let inSettings = try #require(ds.first { $0.file == pbx })
        #expect(inSettings.keyPath == "PRODUCT_BUNDLE_IDENTIFIER")
        #expect(inSettings.line == ProjectFixture.line(of: "org.$(TEAM_PREFIX)", in: pbx, under: root))
        let filled = try StudyLoader.load(path: root, options: StudyLoadOptions(variables: ["LAMP_API": "https://api.example.org", "TEAM_PREFIX": "lab"]))
        #expect(filled.root["LAMP_API"]?.string == "https://api.example.org")
        #expect(filled.bundleIdentifier == "org.lab.pulse")
        #expect(!ReviewChecklist.check(filled).contains { $0.code == "undefined-build-variable" })
    }

    @Test func configurationsThatDifferInSensorKitAreWarned() throws {
        var app = ProjectFixture.app()
        app.settings["Release"]?["CODE_SIGN_ENTITLEMENTS"] = "Pulse/Release.entitlements"
        var files = ProjectFixture.studyFiles()
        files["Pulse/Release.entitlements"] = P.d([("aps-environment", .s("production"))]).document
        let root = ProjectFixture(targets: [app], files: files).write()
        let study = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse"))
        let d = try #require(ReviewChecklist.check(study).first { $0.code == "configurations-differ" })
        #expect(d.file == pbx)
        #expect(d.line == ProjectFixture.line(of: "Pulse/Release.entitlements", in: pbx, under: root))
        #expect(d.message.contains("Release has no SensorKit entitlement") && d.message.contains("Debug has motion-accelerometer"))
        let debug = try StudyLoader.load(path: root, options: StudyLoadOptions(configuration: "Debug"))
        #expect(debug.entitledSensors?.isEmpty == false)
    }

    /// A Debug entitlement one value short of Release's printed both lists whole (eleven values
    /// each for My Heart Counts), leaving the team to find the missing one by eye.
    @Test func entitlementsThatDifferByOneValueNameThatValue() throws {
        var app = ProjectFixture.app()
        app.settings["Release"]?["CODE_SIGN_ENTITLEMENTS"] = "Pulse/Release.entitlements"
        var files = ProjectFixture.studyFiles()
        files["Pulse/Release.entitlements"] = Good.entitlements(["motion-accelerometer", "ambient-light-sensor", "visits"]).document
        let root = ProjectFixture(targets: [app], files: files).write()
        let study = try StudyLoader.load(path: root, options: StudyLoadOptions(target: "Pulse"))
        let d = try #require(ReviewChecklist.check(study).first { $0.code == "configurations-differ" && $0.keyPath == "CODE_SIGN_ENTITLEMENTS" })
        #expect(d.message == "the SensorKit entitlement differs between configurations: only Release has visits: what one build shows, the other does not", "\(d.message)")
    }

    @Test func conditionalSettingsForTheDeviceApply() throws {
        let app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.sim",
                                             "PRODUCT_BUNDLE_IDENTIFIER[sdk=iphoneos*]": "org.example.device",
                                             "PRODUCT_BUNDLE_IDENTIFIER[sdk=macosx*]": "org.example.mac"])
        let study = try StudyLoader.load(path: ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: [
            "CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")])).write())
        #expect(study.bundleIdentifier == "org.example.device")
    }

    @Test func malformedProjectAndXcconfigAreLoadErrorsWithLines() throws {
        let root = ProjectFixture(targets: [ProjectFixture.app()], files: ProjectFixture.studyFiles()).write()
        let url = root.appendingPathComponent(pbx)
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 56;\n\tbroken = ;")
        try Data(text.utf8).write(to: url)
        do { _ = try StudyLoader.load(path: root); Issue.record("loaded") } catch {
            #expect(error.file == pbx && error.line == 5, "the inserted line: \(error)")
        }
        var app = ProjectFixture.app()
        app.xcconfig = ["Release": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        fixture.files["App.xcconfig"] = "A = 1\nthis is not a setting\n"
        do { _ = try StudyLoader.load(path: fixture.write()); Issue.record("loaded") } catch {
            #expect(error.file == "App.xcconfig" && error.line == 2)
        }
        try Data("not a plist at all {".utf8).write(to: url)
        #expect(throws: StudyLoadError.self) { try StudyLoader.load(path: root) }
    }

    /// A reference that points at no object, or a setting that is a dictionary, is a damaged
    /// project named at its line: a target's missing configuration list read as "no application
    /// target uses SensorKit (application targets: MyHeartCounts, …)", and a dictionary
    /// CODE_SIGN_ENTITLEMENTS as the path `[AnyHashable("a"): "b"]`.
    @Test func danglingReferencesAndDictionarySettingsAreADamagedProject() throws {
        let original = Repo.realWorld("myheartcounts-xcode")
        let cases = [
            ("buildConfigurationList = 653A257128338800005D4D48 /* Build configuration list for PBXNativeTarget \"MyHeartCounts\" */;",
             "buildConfigurationList = 0000000000000000000000AA;", 434,
             "target MyHeartCounts's buildConfigurationList 0000000000000000000000AA is not an XCConfigurationList among the project's objects"),
            ("CODE_SIGN_ENTITLEMENTS = \"MyHeartCounts/Supporting Files/MyHeartCounts.entitlements\";",
             "CODE_SIGN_ENTITLEMENTS = {a = b;};", 975,
             "target MyHeartCounts's Debug configuration sets CODE_SIGN_ENTITLEMENTS to a dictionary; a build setting is text or a list of text"),
        ]
        for (before, after, line, message) in cases {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: original, to: root)
            defer { try? FileManager.default.removeItem(at: root) }
            let url = root.appendingPathComponent("MyHeartCounts.xcodeproj/project.pbxproj")
            let text = try String(contentsOf: url, encoding: .utf8)
            let at = try #require(text.range(of: before), "the fixture no longer holds \(before)")
            try Data(text.replacingCharacters(in: at, with: after).utf8).write(to: url)
            do { _ = try StudyLoader.load(path: root); Issue.record("loaded: \(after)") } catch {
                #expect(error.line == line && error.message == "damaged Xcode project file: \(message)", "\(error)")
            }
        }
    }

    /// Two targets of one name: --target read the first without a word.
    @Test func aTargetNameTwoTargetsShareIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("same-name-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Repo.realWorld("myheartcounts-xcode"), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("MyHeartCounts.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: url, encoding: .utf8)
        let at = try #require(text.range(of: "name = MyHeartCountsWatchApp;"))
        try Data(text.replacingCharacters(in: at, with: "name = MyHeartCounts;").utf8).write(to: url)
        var options = StudyLoadOptions()
        options.target = "MyHeartCounts"
        do { _ = try StudyLoader.load(path: root, options: options); Issue.record("loaded") } catch {
            #expect(error.message.hasPrefix("2 targets are named \"MyHeartCounts\" (lines "), "\(error)")
            #expect(error.message.hasSuffix("so --target cannot tell them apart; rename one in Xcode"), "\(error)")
        }
    }

    @Test func aFolderWithItsOwnInfoPlistStaysAStudyFolder() throws {
        let root = ProjectFixture(targets: [ProjectFixture.app()], files: ProjectFixture.studyFiles()).write()
        #expect(try StudyLoader.load(path: root.appendingPathComponent("App.xcodeproj")).xcode != nil)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-two-\(UUID().uuidString)")
        for name in ["A.xcodeproj", "B.xcodeproj"] {
            try FileManager.default.createDirectory(at: empty.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        do { _ = try StudyLoader.load(path: empty); Issue.record("loaded") } catch {
            #expect(error.message.contains("2 Xcode projects (A.xcodeproj, B.xcodeproj)"))
        }
        let folder = TempStudy(info: Good.info(), entitlements: Good.entitlements())
        try FileManager.default.createDirectory(at: folder.folder.appendingPathComponent("Other.xcodeproj"), withIntermediateDirectories: true)
        #expect(try StudyLoader.load(path: folder.folder).xcode == nil)
    }
}
