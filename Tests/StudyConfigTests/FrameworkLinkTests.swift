import Foundation
import Testing
import SimCore
@testable import StudyConfig

/// How a target links SensorKit and which devices it builds for, read from small Xcode
/// projects, and `check`'s warning for an iPad-capable target that links SensorKit Required.
@Suite struct FrameworkLinkTests {
    let pbx = "App.xcodeproj/project.pbxproj"

    private func load(family: String?, weak: Bool?, flags: String? = nil) throws -> (Study, URL) {
        var extra: [String: String] = [:]
        if let family { extra["TARGETED_DEVICE_FAMILY"] = family }
        if let flags { extra["OTHER_LDFLAGS"] = flags }
        var app = ProjectFixture.app(extra: extra)
        app.sensorKitWeak = weak
        let root = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles()).write()
        return (try StudyLoader.load(path: root), root)
    }

    private func warnings(_ study: Study) -> [Diagnostic] {
        ReviewChecklist.check(study).filter { $0.code == "sensorkit-required-on-ipad" }
    }

    @Test func anIPadTargetLinkingSensorKitRequiredIsWarnedAtTheBuildFileLine() throws {
        let (study, root) = try load(family: "1,2", weak: false)
        #expect(study.sensorKitLink == .required)
        #expect(study.xcode?.deviceFamily.includesIPad == true)
        let w = try #require(warnings(study).first)
        #expect(w.severity == .warning)
        #expect(w.file == pbx)
        #expect(w.line == ProjectFixture.line(of: "SensorKit.framework in Frameworks */ = {isa = PBXBuildFile", in: pbx, under: root))
        #expect(w.message.contains("iPhone and iPad") && w.message.contains("crashes at launch"))
        #expect(w.message.contains("App Review") && w.message.contains("ResearchKit #1593") && w.message.contains("LAMP-platform #686"))
        #expect(w.suggestion?.contains("Optional") == true)
    }

    @Test func checksReportsShowTheWarningAndTheJSONNamesTheLink() throws {
        let (study, root) = try load(family: "1,2", weak: false)
        let line = try #require(ProjectFixture.line(of: "SensorKit.framework in Frameworks */ = {isa = PBXBuildFile", in: pbx, under: root))
        let text = CheckReport(study: study).text(colour: false)
        #expect(text.contains("\(line)") && text.contains("crashes at launch"), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CheckReport(study: study).json().utf8)) as? [String: Any])
        let xcode = try #require(json["xcode"] as? [String: Any])
        #expect(xcode["sensorKitLink"] as? String == "required")
        #expect(xcode["deviceFamily"] as? String == "1,2")
    }

    @Test func aWeakBuildFileDoesNotWarn() throws {
        let (study, _) = try load(family: "1,2", weak: true)
        #expect(study.sensorKitLink == .weak)
        #expect(study.xcode?.sensorKitLink.source.contains("ATTRIBUTES = (Weak, )") == true)
        #expect(warnings(study).isEmpty)
    }

    @Test func weakFrameworkInOtherLinkerFlagsDoesNotWarn() throws {
        for flags in ["-ObjC -weak_framework SensorKit", "$(inherited) -Wl,-weak_framework,SensorKit"] {
            let (study, _) = try load(family: "2", weak: nil, flags: flags)
            #expect(study.sensorKitLink == .weak, "\(flags)")
            #expect(warnings(study).isEmpty, "\(flags)")
        }
        #expect(!FrameworkLink.weakFlag(in: "-weak_framework HealthKit -framework SensorKit"))
    }

    @Test func anAutolinkedSensorKitOnAnIPadTargetIsWarnedAtTheDeviceFamily() throws {
        let (study, root) = try load(family: "1,2", weak: nil)
        #expect(study.sensorKitLink == .required)
        let w = try #require(warnings(study).first)
        #expect(w.keyPath == "TARGETED_DEVICE_FAMILY")
        #expect(w.line == ProjectFixture.line(of: "TARGETED_DEVICE_FAMILY", in: pbx, under: root))
        #expect(w.message.contains("autolinks"))
    }

    @Test func anIPhoneOnlyTargetIsNotWarned() throws {
        let (phoneOnly, _) = try load(family: "1", weak: false)
        #expect(warnings(phoneOnly).isEmpty)
        // Unset, an iOS target builds for iPhone only.
        let (unset, _) = try load(family: nil, weak: false)
        #expect(unset.xcode?.deviceFamily.value == "1")
        #expect(warnings(unset).isEmpty)
    }

    @Test func aDeviceFamilyFromAnXcconfigIsReadThere() throws {
        var app = ProjectFixture.app()
        app.sensorKitWeak = false
        app.xcconfig = ["Release": "App.xcconfig", "Debug": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        fixture.files["App.xcconfig"] = "FAMILY = 1,2\nTARGETED_DEVICE_FAMILY = $(FAMILY)\n"
        let study = try StudyLoader.load(path: fixture.write())
        #expect(study.xcode?.deviceFamily.value == "1,2")
        #expect(study.xcode?.deviceFamily.file == "App.xcconfig" && study.xcode?.deviceFamily.line == 2)
        #expect(warnings(study).count == 1)
    }

    @Test func aStudyFolderLinksRequiredAndIsNotWarned() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in ProjectFixture.studyFiles() {
            try Data(text.utf8).write(to: root.appendingPathComponent((path as NSString).lastPathComponent))
        }
        let study = try StudyLoader.load(path: root)
        #expect(study.sensorKitLink == .required)
        #expect(warnings(study).isEmpty, "a folder says nothing of the device family")
    }
}
