import Foundation
import Testing
import SensorKitSim
@testable import StudyConfig

@Suite struct StudyLoadingTests {
    @Test func missingFolder() {
        #expect(throws: StudyLoadError.self) { try StudyLoader.load(folder: URL(fileURLWithPath: "/nonexistent/study")) }
    }

    @Test func twoEntitlementsFiles() {
        do { _ = try StudyLoader.load(folder: Repo.study("invalid/two-entitlements")); Issue.record("loaded") } catch {
            #expect(error.message.contains("2 entitlements files"))
            #expect(error.file.contains(".entitlements"))
        }
    }

    @Test func malformedInfoPlistIsALoadErrorWithItsLine() {
        do { _ = try StudyLoader.load(folder: Repo.study("invalid/malformed-xml")); Issue.record("loaded") } catch {
            #expect(error.file == "Info.plist" && error.line == 6)
        }
    }

    @Test func wrongRootType() {
        let t = TempStudy(info: .a([.s("x")]))
        do { _ = try t.load(); Issue.record("loaded") } catch let e as StudyLoadError {
            #expect(e.message == "the root of the property list is an array; it must be a dictionary")
        } catch { Issue.record("\(error)") }
    }

    @Test func explicitPathsWork() throws {
        let base = Repo.study("sleep-study")
        let study = try StudyLoader.load(folder: nil, infoPlist: base.appendingPathComponent("Info.plist"),
                                         entitlements: base.appendingPathComponent("SleepStudy.entitlements"))
        #expect(study.entitledSensors?.contains(.accelerometer) == true)
        #expect(study.usageDescription?.isEmpty == false)
    }

    @Test func noEntitlementsIsADiagnosticNotALoadError() throws {
        let study = try StudyLoader.load(folder: Repo.study("invalid/no-entitlements"))
        #expect(ReviewChecklist.check(study).contains { $0.code == "missing-entitlements" })
    }
}

/// Where a load error's file is, said from the path the user named.
@Suite struct StudyLoadErrorLocationTests {
    private let error = StudyLoadError(file: "App/Info.plist", line: 6, message: "unknown tag")

    @Test func aFileInsideAStudyFolderIsNamedUnderIt() {
        #expect(error.located(inStudyAt: "studies/sleep").description == "studies/sleep/App/Info.plist:6: unknown tag")
        #expect(error.located(inStudyAt: "studies/sleep/").description == "studies/sleep/App/Info.plist:6: unknown tag")
    }

    /// A project's files are named from the folder holding the project (Xcode's SRCROOT).
    @Test func aProjectsFilesAreNamedUnderTheFolderHoldingIt() {
        #expect(error.located(inStudyAt: "repo/App.xcodeproj").description == "repo/App/Info.plist:6: unknown tag")
        #expect(error.located(inStudyAt: "repo/App.xcodeproj/project.pbxproj").description == "repo/App/Info.plist:6: unknown tag")
        #expect(error.located(inStudyAt: "App.xcodeproj").description == "App/Info.plist:6: unknown tag")
    }

    @Test func theWorkingFolderAPathItselfAndAbsoluteFilesAreLeftAlone() {
        #expect(error.located(inStudyAt: ".") == error)
        let missing = StudyLoadError(file: "nothere", message: "no such file or folder")
        #expect(missing.located(inStudyAt: "a/b/nothere").description == "a/b/nothere: no such file or folder")
        let absolute = StudyLoadError(file: "/etc/x.xcconfig", line: 2, message: "m")
        #expect(absolute.located(inStudyAt: "study") == absolute)
        let option = StudyLoadError(file: "--set V32=$(V33)", message: "too deep")
        #expect(option.located(inStudyAt: "study") == option, "the command line's, not the study's")
    }
}
