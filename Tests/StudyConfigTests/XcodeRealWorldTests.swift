import Foundation
import Testing
import SimCore
@testable import StudyConfig

/// My Heart Counts' own Xcode project, unchanged: it loads as the app participants install.
@Suite struct XcodeRealWorldTests {
    static let root = Repo.realWorld("myheartcounts-xcode")

    @Test(arguments: ["Release", "Debug"])
    func myHeartCountsLoadsFromItsRepository(configuration: String) throws {
        var options = StudyLoadOptions()
        options.configuration = configuration
        let study = try StudyLoader.load(path: Self.root, options: options)
        #expect(study.xcode?.target == "MyHeartCounts")
        #expect(study.xcode?.configuration == configuration)
        #expect(study.appName == "My Heart Counts")
        #expect(study.root["CFBundleName"]?.string == "MyHeartCounts")
        #expect(study.bundleIdentifier == "edu.stanford.MyHeartCounts")
        #expect(study.requestedSensors.count == 11)
        #expect(study.motionUsageDescription?.isEmpty == false)
        #expect(study.usesMotionActivity)
        #expect(study.info.file == "MyHeartCounts/Supporting Files/Info.plist")
        #expect(study.languages.contains("es"))
        for entry in study.root.entries {
            if let s = entry.node.string { #expect(!s.contains("$("), "\(entry.key) = \(s)") }
        }
        #expect(study.sheet().allSatisfy { !$0.description.contains("$(") && !$0.description.hasPrefix("SENSORKIT_USAGE_DESC") })
        let ds = ReviewChecklist.check(study)
        #expect(!ds.contains { $0.code == "undefined-build-variable" || $0.code == "build-variable" || $0.code == "missing-project-file" })
        #expect(!ds.contains { $0.code == "configurations-differ" })
        // My Heart Counts marks SensorKit.framework Optional (PR #139) and builds for iPhone only.
        #expect(study.sensorKitLink == .weak)
        #expect(study.xcode?.sensorKitLink.line == 100)
        #expect(study.xcode?.deviceFamily.value == "1")
        #expect(!ds.contains { $0.code == "sensorkit-required-on-ipad" })
    }

    /// A finding about the target names the target's own line: its ID opens an entry of the
    /// project's TargetAttributes too (line 652), which was named instead of line 434.
    @Test func aTargetsKeyIsFoundInTheTargetNotItsAttributes() throws {
        var options = StudyLoadOptions()
        options.configuration = "Staging"
        do {
            _ = try StudyLoader.load(path: Self.root, options: options)
            Issue.record("a configuration the project lacks loaded")
        } catch {
            #expect(error.message.hasPrefix("no configuration \"Staging\""), "\(error)")
            #expect(error.line == 434, "\(error)")
        }
    }

    @Test func theProjectFileAndTheRepositoryRootNameTheSameStudy() throws {
        let viaProject = try StudyLoader.load(path: Self.root.appendingPathComponent("MyHeartCounts.xcodeproj"))
        let viaRoot = try StudyLoader.load(path: Self.root)
        #expect(viaProject.appName == viaRoot.appName)
        #expect(viaProject.requestedSensors == viaRoot.requestedSensors)
    }

    @Test func theWatchAppCanBeChosenAndHasNoSensorKit() throws {
        let study = try StudyLoader.load(path: Self.root, options: StudyLoadOptions(target: "MyHeartCountsWatchApp"))
        #expect(study.bundleIdentifier == "edu.stanford.MyHeartCounts.watchkitapp")
        #expect(!study.usesSensorKit)
        #expect(study.xcode?.applicationTargets == ["MyHeartCounts", "MyHeartCountsWatchApp"])
    }

    @Test func anUnknownConfigurationListsTheTargetsConfigurations() {
        do {
            _ = try StudyLoader.load(path: Self.root, options: StudyLoadOptions(configuration: "Staging"))
            Issue.record("loaded")
        } catch {
            #expect(error.file == "MyHeartCounts.xcodeproj/project.pbxproj")
            #expect(error.message.contains("Debug, Release"))
        }
    }
}
